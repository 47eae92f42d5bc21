import { ApiError } from './api-client';
import { sessionStore } from './session';

/** A file the API serves to the signed-in seller (a PDF): fetched with their token, then saved through a temporary link. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${sessionStore.get()?.token ?? ''}` } });
  if (!response.ok) throw new ApiError(response.status * 100, response.statusText, response.status);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(objectUrl);
}
