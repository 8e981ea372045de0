import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe in light and then dark, on the whole page or only inside `include` (a CSS selector), and
 * fails on any serious or critical violation.
 */
export async function expectNoSeriousAxeViolation(page: Page, include?: string) {
  for (const scheme of ['light', 'dark'] as const) {
    // Reduced motion turns transitions off, so axe never measures colours mid-transition.
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    // The cast bridges @axe-core/playwright's own copy of playwright-core types.
    const builder = new AxeBuilder({ page: page as never });
    const results = await (include ? builder.include(include) : builder).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${scheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
}
