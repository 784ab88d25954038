import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The rules the issue asks for (27): WCAG 2 levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa'];
/** How many offending elements a failure names per rule: enough to find the cause, short enough to read. */
const SHOWN_NODES = 3;

let source: string | undefined;
/** axe-core's own script, read once per spec process. */
const axeSource = () => (source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core's WCAG 2 A and AA rules on the page as it is now and returns one line per violation (empty: none).
 * The script is put in through the DevTools protocol (page.evaluate), which the app's CSP (`script-src 'self'`)
 * does not govern, so the app's policy stays as it is served.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axeSource());
  const violations = (await page.evaluate(
    `window.axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_TAGS)} }, resultTypes: ['violations'] })
      .then((result) => result.violations.map(({ id, impact, help, nodes }) =>
        ({ id, impact, help, nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })) })))`,
  )) as AxeViolation[];
  return violations.map(({ id, impact, help, nodes }) => {
    const shown = nodes.slice(0, SHOWN_NODES).map((node) => `    ${JSON.stringify(node.target)}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`);
    const more = nodes.length > SHOWN_NODES ? [`    …and ${nodes.length - SHOWN_NODES} more`] : [];
    return [`axe ${id} (${impact ?? 'n/a'}): ${help}, ${nodes.length} element(s)`, ...shown, ...more].join('\n');
  });
}
