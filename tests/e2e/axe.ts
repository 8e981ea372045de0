import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

const axeSource = axe.source;

interface Finding {
  id: string;
  impact?: string | null;
  targets: string[];
}

/**
 * axe-core run in the page itself, loaded once per document (the app routes without reloading, so a
 * route sweep loads it once). @axe-core/playwright's analyze() opens a blank page per call to finish
 * its run, and collects passes too; we only need the violations.
 */
async function violations(page: Page, include?: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    type AxeNode = { target: string[] };
    type AxeResult = { violations: { id: string; impact?: string | null; nodes: AxeNode[] }[] };
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }).axe;
    const result = await axe.run(selector ? { include: [[selector]] } : document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((node) => node.target.join(' ')) }));
  }, include ?? null);
}

/**
 * Runs axe in light and then dark, on the whole page or only inside `include` (a CSS selector), and
 * fails on any serious or critical violation.
 */
export async function expectNoSeriousAxeViolation(page: Page, include?: string) {
  for (const scheme of ['light', 'dark'] as const) {
    // Reduced motion turns transitions off, so axe never measures colours mid-transition.
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    expect(await seriousAxeViolations(page, include, scheme)).toEqual([]);
  }
}

/** Serious or critical axe violations in the page as it is now, one line each, e.g. "color-contrast: button". */
export async function seriousAxeViolations(page: Page, include?: string, label?: string): Promise<string[]> {
  const bad = (await violations(page, include)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return bad.map((v) => `${label ? `${label} ` : ''}${v.id}: ${v.targets.join(', ')}`);
}
