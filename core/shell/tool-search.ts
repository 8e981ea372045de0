import type { ToolManifest } from '../plugin/schema';
import { CATEGORY_ORDER } from './categories';

export interface CategoryGroup {
  category: string;
  tools: ToolManifest[];
}

/** Tools whose translated name or description contains the query (case-insensitive). */
export function matchTools(
  tools: ToolManifest[],
  query: string,
  translate: (toolId: string, key: 'name' | 'description') => string,
): ToolManifest[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return tools;
  return tools.filter((tool) =>
    [translate(tool.id, 'name'), translate(tool.id, 'description')].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    ),
  );
}

/** Groups tools by category in display order; categories without a tool are left out. */
export function groupByCategory(tools: ToolManifest[]): CategoryGroup[] {
  const known: string[] = [...CATEGORY_ORDER];
  const extra = [...new Set(tools.map((t) => t.category))].filter((c) => !known.includes(c));
  return [...known, ...extra]
    .map((category) => ({ category, tools: tools.filter((tool) => tool.category === category) }))
    .filter((group) => group.tools.length > 0);
}
