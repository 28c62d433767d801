// axe-core (pinned in package.json) run in a page: the serious and critical violations only.
import { readFile } from 'node:fs/promises';

const AXE = await readFile(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');

/**
 * The serious and critical axe-core violations of the page as it is now (each with up to three
 * of its nodes).
 * @param {import('playwright-core').Page} page
 */
export async function axeViolations(page) {
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = /** @type {any} */ (window).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((/** @type {any} */ v) => ({
      id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((/** @type {any} */ n) => `${n.target.join(' ')}: ${n.failureSummary}`),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
