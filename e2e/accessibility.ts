import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { scrollThrough } from './helpers.ts';

/**
 * axe-core run in the page, as a screen-reader user's tools would meet it (decision 0035).
 * Only critical and serious violations count; axe's moderate and minor findings (best practices
 * such as heading order or landmarks) are left to review.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const COUNTED = ['critical', 'serious'];

export interface Violation {
  /** Where it was found, e.g. "1440 signed out /mall". */
  where: string;
  rule: string;
  impact: string;
  help: string;
  /** The failing elements (the first few): CSS selector, start of the markup and axe's summary of what to fix. */
  nodes: string[];
}

/**
 * The critical and serious violations of the whole page. Scrolls through it first, so the parts drawn only as
 * the visitor nears them are there, and waits for the page to be still (no request in flight, entrance
 * animations done), so a fading element is not read half-transparent.
 */
export async function seriousViolations(page: Page, where: string): Promise<Violation[]> {
  await scrollThrough(page);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  // Injected through evaluate (not a script tag) so the page's Content-Security-Policy does not block it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // A string, not a function: the test runner's transpiler would name inner functions with a helper the page lacks.
  const results = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({
    rule: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 8).map((n) => n.target.join(' >> ') + ' ' + n.html.slice(0, 160) + ' (' + (n.failureSummary || '').replace(/\\s+/g, ' ').trim().slice(0, 240) + ')'),
  })))`)) as Omit<Violation, 'where'>[];
  return results.filter((v) => COUNTED.includes(v.impact)).map((v) => ({ where, ...v }));
}

/** One readable paragraph per violation, for a failing assertion. */
export const describeViolations = (violations: Violation[]) =>
  violations.map((v) => `[${v.impact}] ${v.where}: ${v.rule} — ${v.help}\n${v.nodes.map((n) => `    ${n}`).join('\n')}`).join('\n');
