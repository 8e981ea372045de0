import type { ToolManifest } from '../plugin/schema';
import { CATEGORY_ORDER } from './categories';

export interface CategoryGroup {
  category: string;
  tools: ToolManifest[];
}

/** Words that join a query's parts ("jpg to webp") and carry no meaning for matching. */
const FILLER = new Set(['to', 'into', 'and', 'the', 'a', 'an', 'in', 'zu', 'nach', 'in', 'und']);

/**
 * Tools matching every word of the query, in any order, as a case-insensitive substring of the
 * translated name or description, the id or the manifest's keywords ("jpg to webp", "heic").
 */
export function matchTools(
  tools: ToolManifest[],
  query: string,
  translate: (toolId: string, key: 'name' | 'description') => string,
): ToolManifest[] {
  const words = query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const needles = words.length > 1 ? words.filter((word) => !FILLER.has(word)) : words;
  if (!needles.length) return tools;
  return tools.filter((tool) => {
    const haystack = [translate(tool.id, 'name'), translate(tool.id, 'description'), tool.id, ...(tool.keywords ?? [])]
      .join('\n')
      .toLocaleLowerCase();
    return needles.every((needle) => haystack.includes(needle));
  });
}

/** Groups tools by category in display order; categories without a tool are left out. */
export function groupByCategory(tools: ToolManifest[]): CategoryGroup[] {
  const known: string[] = [...CATEGORY_ORDER];
  const extra = [...new Set(tools.map((t) => t.category))].filter((c) => !known.includes(c));
  return [...known, ...extra]
    .map((category) => ({ category, tools: tools.filter((tool) => tool.category === category) }))
    .filter((group) => group.tools.length > 0);
}
