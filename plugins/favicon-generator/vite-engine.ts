import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { assetTablePlugin, packageDir } from '../../core/build/asset-table';
import { GENERATOR_ASSETS, type IconEntry, type IconNode, type IconSet } from './generator-assets';
import { FONT_SUBSETS, SHIPPED_FONT_IDS, fontFileName } from './shipped-fonts';

/**
 * The generator's on-demand assets under /engines/favicon-generator/ (see generator-assets.ts):
 * tabler-outline.json joins @tabler/icons' drawings with their tags, and emoji/ holds Twemoji's
 * pictures (twemoji-svg), one SVG per emoji, fetched one at a time as they are chosen, and fonts/
 * the @fontsource typefaces of shipped-fonts.ts (bold, Latin and Latin Extended WOFF files).
 * Built from node_modules at build time (and served the same way by the dev server), never committed.
 */
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

interface TablerMeta {
  category?: string;
  tags?: (string | number)[];
  styles?: { outline?: unknown };
}

export function buildIconSet(): IconSet {
  const dir = packageDir('@tabler/icons');
  const nodes = readJson<Record<string, IconNode[]>>(path.join(dir, 'tabler-nodes-outline.json'));
  const meta = readJson<Record<string, TablerMeta>>(path.join(dir, 'icons.json'));
  const icons: IconEntry[] = Object.entries(nodes).map(([name, drawing]) => {
    const { tags = [], category = '' } = meta[name] ?? {};
    const words = [...new Set([...name.split('-'), ...tags.map(String), ...category.toLowerCase().split(/\s+/)])].filter(Boolean).join(' ').toLowerCase();
    return [name, words, drawing];
  });
  return { version: readJson<{ version: string }>(path.join(dir, 'package.json')).version, icons };
}

/** Served path (under GENERATOR_ASSETS) → where its bytes come from. */
function assetTable(): Map<string, () => Buffer> {
  let iconJson: Buffer | undefined;
  const table = new Map<string, () => Buffer>([['tabler-outline.json', () => (iconJson ??= Buffer.from(JSON.stringify(buildIconSet())))]]);
  const emojiDir = path.join(packageDir('twemoji-svg'), 'dist');
  for (const file of readdirSync(emojiDir).filter((name) => name.endsWith('.svg'))) table.set(`emoji/${file}`, () => readFileSync(path.join(emojiDir, file)));
  for (const id of SHIPPED_FONT_IDS) {
    for (const subset of FONT_SUBSETS) {
      const file = fontFileName(id, subset);
      table.set(`fonts/${file}`, () => readFileSync(path.join(packageDir(`@fontsource/${id}`), 'files', file)));
    }
  }
  return table;
}

export default function faviconGeneratorAssets(): Plugin {
  return assetTablePlugin('favicon-generator', GENERATOR_ASSETS, assetTable);
}
