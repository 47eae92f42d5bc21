import { createServer, type AddressInfo } from 'node:net';
import { after, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { uniqueEmail } from './helpers.ts';
import { startServerAndBrowser } from './server.ts';
import { callApi } from './api-call.ts';

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

export interface E2E {
  baseUrl: string;
  browser: Browser;
  /** The server in this process (setup that has no endpoint, e.g. a job that fails in the back office test). */
  app: FastifyInstance;
  /**
   * A fresh browser context (own cookies and storage) with one page. Its system asks for less motion unless
   * `reducedMotion` says otherwise: the app then skips Ant Design's animations, which roughly a tenth of a browser
   * test's time went to (opening and closing menus and dialogs, drawn frame by frame without a GPU; decision 0051).
   */
  newPage(viewport?: { width: number; height: number }, options?: { reducedMotion?: 'reduce' | 'no-preference' }): Promise<{ context: BrowserContext; page: Page }>;
  /** The newest 6-digit code sent to an address, read from the outbox. */
  latestCode(to: string): Promise<string>;
  /**
   * Runs `send` (the click that sends a code) and answers the code of the message it sent to `to`: waits for a
   * message newer than those already there, so neither a slow send nor an earlier code (the sign-up's) is read.
   */
  codeSentBy(to: string, send: () => Promise<unknown>): Promise<string>;
  /** A seller of its own, signed up through the API (setup, not what the test is about). */
  newSeller(fullName: string): Promise<{ email: string; password: string }>;
  /** Calls the API directly (setup steps that are not what the test is about). */
  api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T>;
}

/**
 * The address this file's server will listen on, chosen before it starts (E2E_PORT), and set as its PUBLIC_URL:
 * for outside parties' simulators that call the server back or send the browser back to it. Call before useE2E.
 */
export async function fixServerAddress(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  const url = `http://127.0.0.1:${port}`;
  Object.assign(process.env, { E2E_PORT: String(port), PUBLIC_URL: url });
  return url;
}

/**
 * Starts the real server (built web app + API) on a fresh in-memory database and a headless
 * Chromium, once per test file; both stop after the file. `jobs`: the durable job worker runs too;
 * `demoOrders`: the demo seller has their first orders, as after `npm start`.
 */
export function useE2E({ jobs = false, demoOrders = false } = {}): E2E {
  const state = {} as E2E & { close: () => Promise<void> };
  before(async () => {
    const started = await startServerAndBrowser({ jobs, demoOrders });
    Object.assign(state, started);
  });
  after(async () => {
    await state.close?.();
    // The next file in this test process (scripts/test-pool.mjs) chooses its own address, if it needs one.
    delete process.env.E2E_PORT;
    delete process.env.PUBLIC_URL;
  });

  state.newPage = async (viewport = DESKTOP, { reducedMotion = 'reduce' } = {}) => {
    const context = await state.browser.newContext({ viewport, baseURL: state.baseUrl, locale: 'en-US', reducedMotion });
    return { context, page: await context.newPage() };
  };
  state.api = <T>(method: string, path: string, body?: unknown, token?: string) => callApi<T>(state.baseUrl, method, path, body, token);
  let sellers = 0;
  state.newSeller = async (fullName) => {
    const email = uniqueEmail(fullName.toLowerCase().replace(/\W/g, ''));
    const password = 'Account12';
    await state.api('POST', '/api/store/open/verificationCode', { email, purpose: 'register' });
    // Numbers 202-555-1xxx never collide with the demo seller's 202-555-0123.
    const phone = `+1 2025551${String(++sellers).padStart(3, '0')}`;
    await state.api('POST', '/api/store/open/signUp', { phone, fullName, email, verificationCode: await state.latestCode(email), password, acceptTerms: true });
    return { email, password };
  };
  const mailbox = (to: string) => state.api<{ text: string }[]>('GET', `/api/dev/open/mailbox?to=${encodeURIComponent(to)}`);
  const codeOf = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1];
  state.latestCode = async (to: string) => {
    const code = codeOf((await mailbox(to))[0]?.text);
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  };
  state.codeSentBy = async (to: string, send: () => Promise<unknown>) => {
    const before = (await mailbox(to)).length;
    await send();
    const deadline = Date.now() + 20_000;
    for (;;) {
      const messages = await mailbox(to);
      const code = messages.length > before ? codeOf(messages[0]?.text) : undefined;
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no new code sent to ${to} within 20 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return state;
}
