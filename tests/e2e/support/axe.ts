import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What axe-core reports that a user of assistive technology would be stopped by. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * axe-core's WCAG 2.x A/AA rules on the page as it is now; the serious and critical violations, each
 * as "rule: target, target" (empty when none). Injected through the DevTools protocol, which the
 * page's Content-Security-Policy does not govern.
 */
export async function blockingViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return result.violations.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target.join(' ')) }));
  });
  return violations.filter(({ impact }) => impact !== null && BLOCKING.has(impact)).map(({ id, targets }) => `${id}: ${targets.join(', ')}`);
}
