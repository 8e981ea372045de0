import { describe, expect, it } from 'vitest';
import { readPluginSources } from '../../scripts/plugin-sources';
import { validateManifests } from './registry';

/** The order the specification lists each category's tools in (tools not built yet are skipped). */
const SPEC_ORDER: Record<string, string[]> = {
  image: ['image-compress', 'image-converter', 'image-removebg', 'image-mosaic', 'image-resize'],
  svg: ['svg-preview', 'svg-to-png', 'svg-to-jpg', 'svg-to-pdf', 'svg-to-eps', 'png-to-svg', 'jpg-to-svg', 'svg-optimizer'],
  favicon: ['favicon-converter', 'favicon-generator'],
  date: ['dayjs-utils', 'moment-utils', 'date-utils'],
  text: ['text-converter', 'text-diff'],
};

describe('the catalogue as the specification orders it', async () => {
  const { manifests } = await readPluginSources(process.cwd());
  const { tools } = validateManifests(manifests);

  it.each(Object.entries(SPEC_ORDER))('%s tools appear in the specification order', (category, order) => {
    const ids = tools.filter((tool) => tool.category === category).map((tool) => tool.id);
    expect(ids.filter((id) => order.includes(id))).toEqual(order.filter((id) => ids.includes(id)));
  });

  it('Dayjs is among the popular tools on home', () => {
    expect(tools.find((tool) => tool.id === 'dayjs-utils')?.popular).toBe(true);
  });
});
