import { SIMILAR_DIRECTORY, type signValueResult, type uploadResult } from '@threadway/contracts';
import type { z } from 'zod';
import { api, ensureVisitorTicket, upload } from '../../../../lib/api-client';

/**
 * Uploads a search picture (spec 7): a sign value for the similar-search directory, then the
 * multipart upload, which answers with the picture's address. Guests need a visitor ticket.
 */
export async function uploadSearchImage(file: File): Promise<string> {
  await ensureVisitorTicket();
  const { signValue } = await api<z.infer<typeof signValueResult>>('GET', '/api/system/signValue', { query: { directory: SIMILAR_DIRECTORY } });
  const form = new FormData();
  form.append('directory', SIMILAR_DIRECTORY);
  form.append('signValue', signValue);
  form.append('fileList', file);
  return (await upload<z.infer<typeof uploadResult>>('/api/hbo/uploadFile', form)).url;
}
