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
  /** A fresh browser context (own cookies and storage) with one page. */
  newPage(viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }>;
  /** The newest 6-digit code sent to an address, read from the outbox. */
  latestCode(to: string): Promise<string>;
  /** A seller of its own, signed up through the API (setup, not what the test is about). */
  newSeller(fullName: string): Promise<{ email: string; password: string }>;
  /** Calls the API directly (setup steps that are not what the test is about). */
  api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T>;
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
  after(async () => state.close?.());

  state.newPage = async (viewport = DESKTOP) => {
    const context = await state.browser.newContext({ viewport, baseURL: state.baseUrl, locale: 'en-US' });
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
  state.latestCode = async (to: string) => {
    const messages = await state.api<{ text: string }[]>('GET', `/api/dev/open/mailbox?to=${encodeURIComponent(to)}`);
    const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  };
  return state;
}
