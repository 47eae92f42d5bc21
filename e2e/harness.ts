import { createServer, type AddressInfo } from 'node:net';
import { SERVER_DRAWN_STATE_ID } from '@threadway/contracts';
import { after, afterEach, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { uniqueEmail } from './helpers.ts';
import { startServerAndBrowser } from './server.ts';
import { callApi } from './api-call.ts';

export const DESKTOP = { width: 1440, height: 900 };
/**
 * A page the server drew shows before its scripts have run, and a click or a keystroke then reaches no handler, as
 * for a visitor (decision 0056). Loading a page (goto, reload, waitForURL, `loadedBy`) here returns once it answers
 * input: the app marks `<html data-interactive>` when hydration is done. A goto until `commit` returns at once. Since
 * the scripts start only once the first paint is on screen (decision 0062), the page's load event may come first.
 */
export const untilInteractive = (page: Page) =>
  page.waitForFunction((stateId) => !document.getElementById(stateId) || document.documentElement.dataset.interactive !== undefined, SERVER_DRAWN_STATE_ID);

/**
 * A page load the app starts itself (a reload after saving preferences): `action` does what starts it, and this returns
 * once the new page answers input, as goto and reload do.
 */
export async function loadedBy(page: Page, action: () => Promise<unknown>): Promise<void> {
  await Promise.all([page.waitForEvent('load'), action()]);
  await untilInteractive(page);
}

function answerInputBeforeGoingOn(page: Page): void {
  const interactive = () => untilInteractive(page);
  const { goto, reload, waitForURL } = page;
  // A sign-in or a form that sends the browser to a drawn page: the wait for its URL ends once that page answers input.
  page.waitForURL = async (...args) => {
    await waitForURL.apply(page, args);
    if (args[1]?.waitUntil !== 'commit') await interactive();
  };
  page.goto = async (...args) => {
    const response = await goto.apply(page, args);
    // `commit`: the test watches the page arrive (it may hold back what hydration needs).
    if (args[1]?.waitUntil !== 'commit') await interactive();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload.apply(page, args);
    await interactive();
    return response;
  };
}

/** React's production errors for markup that hydration found different (418 markup, 423 and 425 text). */
const HYDRATION_ERROR = /Minified React error #(418|423|425)\b|Hydration failed/;
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
    // Every page of every context a test opens loads until it answers input, except where no script runs.
    const newContext = started.browser.newContext.bind(started.browser);
    state.browser.newContext = async (options) => {
      const context = await newContext(options);
      if (options?.javaScriptEnabled !== false) context.on('page', answerInputBeforeGoingOn);
      return context;
    };
  });
  after(async () => {
    await state.close?.();
    // The next file in this test process (scripts/test-pool.mjs) chooses its own address, if it needs one.
    delete process.env.E2E_PORT;
    delete process.env.PUBLIC_URL;
  });

  // A page the server drew whose hydration did not match is drawn again by the browser: it works, so nothing else
  // would notice. Every test fails on one instead (decision 0056).
  const hydrationErrors: string[] = [];
  afterEach(() => {
    const errors = hydrationErrors.splice(0);
    if (errors.length > 0) throw new Error(`hydration did not match the page the server drew:\n${errors.join('\n')}`);
  });
  state.newPage = async (viewport = DESKTOP, { reducedMotion = 'reduce' } = {}) => {
    const context = await state.browser.newContext({ viewport, baseURL: state.baseUrl, locale: 'en-US', reducedMotion });
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      if (HYDRATION_ERROR.test(error.message)) hydrationErrors.push(`${page.url()}: ${error.message}`);
    });
    return { context, page };
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
