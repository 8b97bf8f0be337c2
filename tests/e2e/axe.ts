/**
 * axe-core in a page of the built site, for the end-to-end suites: WCAG 2.1 A and AA rules, and
 * a failure listing every serious or critical violation. The site runs under a strict CSP (no
 * inline scripts, Trusted Types), so axe goes in through the DevTools protocol (page.evaluate of
 * its source). It looks into open shadow roots, where all the kit's elements render.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = (require('axe-core') as { source: string }).source;

/** What axe reports, reduced to what a failure message needs. */
export interface Finding {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Two rules outside those tags that Lighthouse's accessibility score counts: tap targets of 24px and skip links with a target. */
const EXTRA_RULES = ['target-size', 'skip-link'];

/**
 * Runs axe on the whole document, once no finite animation runs: an element fading in (the page
 * transition) has no final colours yet, and axe would measure its contrast half-way.
 */
export async function axe(page: Page): Promise<Finding[]> {
  await page.waitForFunction(
    () => {
      // Document.getAnimations() leaves out shadow trees: each open shadow root is asked too.
      const roots: (Document | ShadowRoot)[] = [document];
      for (let i = 0; i < roots.length; i++) for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
      return !roots.some((root) =>
        root.getAnimations().some((a) => {
          const end = a.effect?.getComputedTiming().endTime;
          return a.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
        }),
      );
    },
    undefined,
    { timeout: 10_000 },
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, extra }) => {
      type AxeNode = { target: unknown[]; html: string; failureSummary?: string };
      type AxeResult = { id: string; impact: string | null; help: string; nodes: AxeNode[] };
      const { run, getRules } = (
        window as unknown as {
          axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeResult[] }>; getRules(tags: string[]): { ruleId: string; tags: string[] }[] };
        }
      ).axe;
      // As a run by tag chooses them: experimental rules stay out.
      const tagged = getRules(tags).filter((r) => !r.tags.includes('experimental'));
      const rules = [...new Set([...tagged.map((r) => r.ruleId), ...extra])];
      // axe names a node inside shadow roots as a list of selectors, one per root.
      const name = (t: unknown): string => (Array.isArray(t) ? t.map(name).join(' >>> ') : String(t));
      const result = await run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.map(name).join(', '),
          html: n.html.replace(/\s+/g, ' ').slice(0, 160),
          summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200),
        })),
      }));
    },
    { tags: WCAG_TAGS, extra: EXTRA_RULES },
  );
}

/** Serious or critical, and the rules added for Lighthouse whatever their impact (a skip link without a target is only "moderate"). */
export const severe = (findings: Finding[]) => findings.filter((f) => f.impact === 'serious' || f.impact === 'critical' || EXTRA_RULES.includes(f.id));

/** Fails with one entry per offending node: rule, impact, where, what (the whole list, untruncated). */
export function expectNoSevere(where: string, findings: Finding[]): void {
  const lines = severe(findings).flatMap((f) =>
    f.nodes.map((n) => `${where}: ${f.id} (${f.impact}) ${f.help}\n    at ${n.target}\n    ${n.html}\n    ${n.summary}`),
  );
  if (lines.length > 0) throw new Error(`${lines.length} serious or critical axe violation(s):\n${lines.join('\n')}`);
}
