import { after, before } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServerAndBrowser } from './server.ts';

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

export interface E2E {
  baseUrl: string;
  browser: Browser;
  /** A fresh browser context (own cookies and storage) with one page. */
  newPage(viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }>;
  /** The newest 6-digit code sent to an address, read from the outbox. */
  latestCode(to: string): Promise<string>;
  /** Calls the API directly (setup steps that are not what the test is about). */
  api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T>;
}

/**
 * Starts the real server (built web app + API) on a fresh in-memory database and a headless
 * Chromium, once per test file; both stop after the file.
 */
export function useE2E(): E2E {
  const state = {} as E2E & { close: () => Promise<void> };
  before(async () => {
    const started = await startServerAndBrowser();
    Object.assign(state, started);
  });
  after(async () => state.close?.());

  state.newPage = async (viewport = DESKTOP) => {
    const context = await state.browser.newContext({ viewport, baseURL: state.baseUrl, locale: 'en-US' });
    return { context, page: await context.newPage() };
  };
  state.api = async <T>(method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${state.baseUrl}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { code: number; data: T; message: string };
    if (envelope.code !== 10000) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.message}`);
    return envelope.data;
  };
  state.latestCode = async (to: string) => {
    const messages = await state.api<{ text: string }[]>('GET', `/api/dev/open/mailbox?to=${encodeURIComponent(to)}`);
    const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  };
  return state;
}
