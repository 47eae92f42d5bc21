import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { label, type Shop, type ShopPage } from './shop-pages.ts';

/**
 * `npm run bench lighthouse -- --tasks [--only NAME]`: where a first visit's main-thread time goes, the part of
 * Lighthouse's score that its blocking time measures. Each page loads once, in a fresh context at Lighthouse's
 * phone size, with the CPU four times slower (Lighthouse's own factor) and an empty cache. Printed per page:
 * - the long tasks (50 ms or more at that speed: the ones blocking time counts), each with what ran in it and the
 *   functions its own time went to (React's commit and effects included);
 * - the React components whose own renders took most (hooks included, children not), named as in the source
 *   through the build's source maps, which this mode asks for.
 * The profiler and the trace add work of their own, so the tasks come out longer than in Lighthouse's runs:
 * compare this mode's figures with each other, before and after a change, not with Lighthouse's.
 */

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const PHONE = { width: 412, height: 823 };
/** How long the page may go on working after it shows its content (late data, pictures, effects). */
const SETTLE_MS = 2_000;

interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Partial<Frame> & { url?: string } };
}

interface CpuProfile {
  nodes: { id: number; callFrame: Frame; children?: number[] }[];
  /** µs, on the trace's clock. */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Names functions of the built scripts as their source does (one source map per script, read once). */
function sourceNames(webDir: string) {
  const maps = new Map<string, SourceMapConsumer | null>();
  const consumer = (file: string) => {
    if (!maps.has(file)) {
      try {
        maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(join(webDir, 'assets', `${file}.map`), 'utf8'))));
      } catch {
        maps.set(file, null);
      }
    }
    return maps.get(file);
  };
  /** `line` 1-based, `column` 0-based, as source maps count. */
  return (frame: Frame, line: number, column: number): { name: string; source: string } => {
    const file = frame.url.split('/').pop() ?? '';
    const position = file.endsWith('.js') ? consumer(file)?.originalPositionFor({ line, column }) : undefined;
    const source = (position?.source ?? file).replace(/^.*node_modules\//, '').replace(/^.*\/src\//, '');
    return { name: position?.name ?? (frame.functionName || '(anonymous)'), source: position?.line ? `${source}:${position.line}` : source };
  };
}

async function record(shop: Shop, shopPage: ShopPage): Promise<{ events: TraceEvent[]; profile: CpuProfile }> {
  const context = await shop.browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    await shop.prepare(page, shopPage);
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${shop.baseUrl}${shopPage.path}`);
    await page.locator(shopPage.ready).first().waitFor();
    await page.waitForTimeout(SETTLE_MS);
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await traced;
    return { events, profile: profile as CpuProfile };
  } finally {
    await context.close();
  }
}

/**
 * The page's long tasks, each with the work inside it (script, timers, style and layout), and their blocking time:
 * what each lasted beyond 50 ms, added up (Lighthouse's total blocking time counts the same from the first paint on).
 */
function longTasks(events: TraceEvent[], profile: CpuProfile, nameOf: ReturnType<typeof sourceNames>): { lines: string[]; blocking: number } {
  const functionsIn = selfTimes(profile, nameOf);
  const mainThreads = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const onMain = events.filter((e) => mainThreads.has(`${e.pid}:${e.tid}`) && e.dur !== undefined);
  const start = Math.min(...onMain.filter((e) => e.name === 'RunTask').map((e) => e.ts));
  const tasks = onMain.filter((task) => task.name === 'RunTask' && task.dur! >= LONG_TASK_MS * 1000).sort((a, b) => a.ts - b.ts);
  const blocking = tasks.reduce((sum, task) => sum + task.dur! / 1000 - LONG_TASK_MS, 0);
  const lines = tasks.map((task) => {
    const inside = onMain.filter((e) => e !== task && e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
    const work = new Map<string, number>();
    const add = (what: string, us: number) => work.set(what, (work.get(what) ?? 0) + us / 1000);
    for (const e of inside) {
      if (e.name === 'UpdateLayoutTree' || e.name === 'Layout') add('style and layout', e.dur!);
      else if (e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript') add('evaluating scripts', e.dur!);
      else if (e.name === 'FunctionCall' && e.args?.data?.url) add(nameOf(e.args.data as Frame, e.args.data.lineNumber ?? 0, Math.max(0, (e.args.data.columnNumber ?? 1) - 1)).name, e.dur!);
    }
    const parts = [...work].sort((a, b) => b[1] - a[1]).map(([what, ms]) => `${what} ${Math.round(ms)}`);
    const functions = functionsIn(task.ts, task.ts + task.dur!).map(([what, ms]) => `${what} ${Math.round(ms)}`);
    return `at ${Math.round((task.ts - start) / 1000)} ms, ${Math.round(task.dur! / 1000)} ms: ${parts.join(', ') || 'browser work'}${functions.length ? `\n      own time: ${functions.join(', ')}` : ''}`;
  });
  return { lines, blocking };
}

/**
 * The functions a time span's samples were in (their own time, callees not), the costliest first: what a long task
 * spent itself on, whatever called it (React's commit and effects included, which the component list leaves out).
 */
function selfTimes(profile: CpuProfile, nameOf: ReturnType<typeof sourceNames>) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const sampledAt: number[] = [];
  profile.timeDeltas.reduce((time, delta, i) => (sampledAt[i] = time + delta), profile.startTime);
  return (from: number, to: number): [string, number][] => {
    const own = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      if (sampledAt[i]! < from || sampledAt[i]! > to) return;
      const { callFrame } = byId.get(id)!;
      const { name, source } = nameOf(callFrame, callFrame.lineNumber + 1, callFrame.columnNumber);
      const key = callFrame.url ? `${name} (${source})` : name;
      own.set(key, (own.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
    });
    return [...own].sort((a, b) => b[1] - a[1]).slice(0, 6);
  };
}

/** Sampled time inside each component's own render: the frame React's renderWithHooks called. */
function componentRenders(profile: CpuProfile, nameOf: ReturnType<typeof sourceNames>): { total: number; components: [string, number][] } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const named = new Map<number, { name: string; source: string }>();
  const nameOfNode = (id: number) => {
    if (!named.has(id)) {
      const { callFrame } = byId.get(id)!;
      named.set(id, nameOf(callFrame, callFrame.lineNumber + 1, callFrame.columnNumber));
    }
    return named.get(id)!;
  };
  const components = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (byId.get(id)!.callFrame.functionName === '(idle)') return;
    total += ms;
    for (let child = id, parent = parentOf.get(id); parent !== undefined; child = parent, parent = parentOf.get(parent)) {
      if (nameOfNode(parent).name !== 'renderWithHooks') continue;
      const component = nameOfNode(child);
      const key = `${component.name} (${component.source})`;
      components.set(key, (components.get(key) ?? 0) + ms);
      break;
    }
  });
  return { total, components: [...components].sort((a, b) => b[1] - a[1]) };
}

export async function firstLoadTasks(shop: Shop, pages: ShopPage[]): Promise<void> {
  const nameOf = sourceNames(shop.webDir);
  for (const shopPage of pages) {
    const { events, profile } = await record(shop, shopPage);
    const renders = componentRenders(profile, nameOf);
    const tasks = longTasks(events, profile, nameOf);
    console.log(`\n${label(shopPage)}: ${Math.round(renders.total)} ms of main-thread work at a ${CPU_SLOWDOWN}x slower CPU; ${tasks.lines.length} long tasks, blocking ${Math.round(tasks.blocking)} ms`);
    for (const task of tasks.lines) console.log(`  ${task}`);
    console.log('  components whose own renders took most (ms):');
    for (const [component, ms] of renders.components.slice(0, 15)) console.log(`    ${Math.round(ms)}  ${component}`);
  }
}
