import multipart from '@fastify/multipart';
import { ErrorCode, signValueQuery, signValueResult, UPLOAD_DIRECTORIES, uploadResult, VISUAL_SEARCH_MAX_BYTES } from '@threadway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { AppError, forbidden } from '../../../platform/errors.ts';
import { answers } from '../../../platform/schemas.ts';
import type { MediaStore } from '../media/media-store.ts';
import { cleanUploadedImage } from './upload-image.ts';
import { createSignValue, isSignValueValid } from './sign-value.ts';

const tags = ['uploads'];
/** Files in one upload; visual search sends one. */
export const MAX_UPLOAD_FILES = 5;

const imageTooLarge = () => new AppError(ErrorCode.payloadTooLarge, 'errors.imageTooLarge', 413);

/** With attachFieldsToBody 'keyValues', text fields arrive as strings and files as Buffers. */
const file = z.custom<Buffer>((value) => Buffer.isBuffer(value), 'errors.onlyPictures').meta({ type: 'string', format: 'binary' });
const uploadBody = z.object({
  directory: z.enum(UPLOAD_DIRECTORIES, { error: 'validation.invalidValue' }),
  signValue: z.string({ error: 'validation.invalidValue' }).min(1, 'validation.invalidValue').max(200, 'validation.invalidValue'),
  fileList: z.union([file, z.array(file).min(1).max(MAX_UPLOAD_FILES)], { error: 'errors.onlyPictures' }),
});

/** Who a sign value is for: the signed-in seller, else the guest's visitor ticket (the route's access guarantees one). */
const callerOf = (request: FastifyRequest) => (request.principal?.type === 'user' ? `user:${request.principal.id}` : `visitor:${String(request.headers.ticket)}`);

/**
 * Uploads for visual search (spec 5 and 7), open to sellers and to guests holding a visitor
 * ticket. Multipart parsing is registered here only, so no other route accepts it; each file is
 * at most VISUAL_SEARCH_MAX_BYTES ('Image cannot exceed 5MB').
 */
export const uploadRoutes =
  (store: MediaStore): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: VISUAL_SEARCH_MAX_BYTES, files: MAX_UPLOAD_FILES, fields: 4, fieldSize: 1024, parts: MAX_UPLOAD_FILES + 4 },
      // A file over the limit is cut short rather than failing the parser (whose error could win
      // the race and answer a generic 413): here it becomes the spec's message.
      throwFileSizeLimit: false,
      async onFile(part) {
        await part.toBuffer();
        if (part.file.truncated) throw imageTooLarge();
      },
    });
    const secret = app.config.sessionSecret;

    app.get(
      '/api/system/signValue',
      { config: { access: 'userOrVisitor' }, schema: { tags, summary: 'A ten-minute permission to upload into a directory (seller or visitor ticket)', querystring: signValueQuery, response: answers(signValueResult) } },
      async (request) => {
        const { signValue, expiresAt } = createSignValue(secret, request.query.directory, callerOf(request));
        return ok(request, { signValue, expiresAt: expiresAt.toISOString() });
      },
    );

    app.post(
      '/api/hbo/uploadFile',
      {
        config: { access: 'userOrVisitor' },
        schema: {
          tags,
          summary: 'Upload pictures (multipart: directory, signValue, fileList); answers {url}, or a list when several files were sent',
          consumes: ['multipart/form-data'],
          body: uploadBody,
          response: answers(z.union([uploadResult, z.array(uploadResult)])),
        },
      },
      async (request) => {
        const { directory, signValue, fileList } = request.body;
        if (!isSignValueValid(secret, directory, callerOf(request), signValue)) throw forbidden();
        const files = Array.isArray(fileList) ? fileList : [fileList];
        // Every file is checked before any is kept: one bad file fails the whole upload.
        const cleaned = [];
        for (const bytes of files) cleaned.push(await cleanUploadedImage(bytes));
        const urls = [];
        for (const image of cleaned) urls.push({ url: await store.saveUpload(image) });
        return ok(request, Array.isArray(fileList) ? urls : urls[0]!);
      },
    );
  };
