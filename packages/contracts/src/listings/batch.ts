import { z } from 'zod';
import { BATCH_ITEM_STATUSES, BATCH_STATUSES } from './constants.ts';
import { platformField } from '../stores/schemas.ts';
import { batchItemRow, batchPublishRequest, batchTaskRow } from './schemas.ts';

/** Batch list-to-store calls beyond the modal's request (spec 7.3; field names ours, docs/api-conventions.md "Listings"). */

const invalid = 'validation.invalidValue';
const id = z.coerce.number({ error: invalid }).int(invalid).positive(invalid).max(Number.MAX_SAFE_INTEGER, invalid);
const page = {
  pageNumber: z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(10_000, invalid).default(1),
  pageSize: z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(100, invalid).default(20),
};

/** POST /api/listings/loadPublishRecord as sent: the modal's request, a missing platform in the words of spec 8 ('Please select a platform'). */
export const batchPublishBody = batchPublishRequest.extend({
  platform: z.string({ error: 'listings.platformRequired' }).trim().min(1, 'listings.platformRequired').pipe(platformField),
});

/** What POST /api/listings/loadPublishRecord answers: the task, and how many products were skipped as already listed. */
export const batchSubmitted = z.object({ batchId: z.number(), total: z.number(), skipped: z.number() });

/** POST /api/listings/getLoadPublishRecordList: the seller's batch tasks, newest first (spec 2.9). */
export const batchTaskFilter = z.object({ status: z.enum(BATCH_STATUSES, { error: invalid }).optional(), storeId: id.optional(), ...page });
export const batchTaskPage = z.object({ list: z.array(batchTaskRow), total: z.number(), pageNumber: z.number(), pageSize: z.number() });

/** POST /api/listings/getLoadPublishQueueList: the items of one task, or without `batchId` the seller's Listing Queue (items still uploading). */
export const batchItemFilter = z.object({ batchId: id.optional(), status: z.enum(BATCH_ITEM_STATUSES, { error: invalid }).optional(), ...page });
export const batchItemPage = z.object({ list: z.array(batchItemRow), total: z.number(), pageNumber: z.number(), pageSize: z.number() });
