/** One call to our API over HTTP, answering the envelope's data; any other code than 10000 throws with the server's message. */
export async function callApi<T>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data: T; message: string };
  if (envelope.code !== 10000) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}
