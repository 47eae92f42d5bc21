import { z } from 'zod';

/**
 * The Temu payloads the adapter reads. Every router answer is {success, errorCode, errorMsg,
 * requestId, result}; errorCode 1000000 is success. Unknown fields are ignored.
 */

export const envelopeSchema = z.object({
  success: z.boolean(),
  errorCode: z.number().optional(),
  errorMsg: z.string().nullish(),
  requestId: z.string().optional(),
  result: z.unknown().optional(),
});

/** Mall ids are large integers; kept as text. */
const id = z.union([z.number().int(), z.string().min(1)]).transform(String);

/** bg.open.accesstoken.info.get: what a token may do and whose it is; `expiredTime` is Unix seconds. */
export const tokenInfoSchema = z.object({
  mallId: id,
  regionId: z.number().optional(),
  expiredTime: z.number().int().positive().optional(),
  apiScopeList: z.array(z.string()).default([]),
});

/** bg.open.accesstoken.create: the token bought with a callback code. */
export const tokenCreateSchema = tokenInfoSchema.extend({ accessToken: z.string().min(1) });

/** bg.local.goods.cats.get: one level of the category tree below `parentCatId` (0: the top). */
export const categoriesSchema = z.object({
  goodsCatsList: z
    .array(
      z.object({
        catId: id,
        catName: z.string(),
        parentId: z.union([z.number(), z.string()]).optional(),
        leaf: z.boolean().optional(),
        /** 0 apparel, 1 other. */
        catType: z.number().optional(),
      }),
    )
    .default([]),
});
