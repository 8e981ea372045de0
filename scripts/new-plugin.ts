import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LANGUAGES, TOOL_CATEGORIES, type ToolCategory } from '../core/plugin/schema';
import { pluginTemplate } from './new-plugin-template';

/**
 * npm run new-plugin <id> -- --category <category> [--root <dir>]
 * Writes plugins/<id>/ with a manifest, a BatchTool screen with options, a processor, six locale
 * files, a unit test and a browser test (plugins/<id>/<id>.spec.ts). Nothing outside the folder is
 * written or needs to change for the tool to appear.
 */
export function scaffoldPlugin(root: string, id: string, category: ToolCategory, today = new Date()): string[] {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) throw new Error(`Plugin id "${id}" must be kebab-case`);
  if (!TOOL_CATEGORIES.includes(category)) throw new Error(`Unknown category "${category}" (one of ${TOOL_CATEGORIES.join(', ')})`);
  const dir = path.join(root, 'plugins', id);
  if (existsSync(dir)) throw new Error(`plugins/${id} already exists`);
  const files = pluginTemplate({ id, category, updated: today.toISOString().slice(0, 10), languages: LANGUAGES });
  const written: string[] = [];
  for (const [relative, content] of Object.entries(files)) {
    const target = path.join(root, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
    written.push(relative);
  }
  return written;
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { category: { type: 'string' }, root: { type: 'string', default: process.cwd() } },
  });
  const [id] = positionals;
  if (!id || !values.category) {
    console.error('Usage: npm run new-plugin <id> -- --category <' + TOOL_CATEGORIES.join('|') + '>');
    process.exit(1);
  }
  const written = scaffoldPlugin(values.root!, id, values.category as ToolCategory);
  console.log(`Created plugin "${id}":\n${written.map((f) => `  ${f}`).join('\n')}`);
  console.log(`Open /${values.category}/${id} after \`npm run dev\`. Translate the locale files before you ship.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
