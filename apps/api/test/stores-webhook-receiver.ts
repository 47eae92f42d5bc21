import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A merchant endpoint for platform webhooks in adapter tests: keeps each push (path, headers, raw body) and answers 200. */

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | undefined>;
  rawBody: Buffer;
}

export interface WebhookReceiver {
  url: string;
  /** The oldest push not taken yet; fails when none arrived. */
  take(): ReceivedPush;
  count(): number;
  close(): Promise<void>;
}

export async function webhookReceiver(): Promise<WebhookReceiver> {
  const pushes: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
      pushes.push({ path: request.url ?? '', headers, rawBody: Buffer.concat(chunks) });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    take() {
      const push = pushes.shift();
      if (!push) throw new Error('no webhook arrived');
      return push;
    },
    count: () => pushes.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
