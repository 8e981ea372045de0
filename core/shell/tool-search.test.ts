import { IconPhoto } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import type { ToolManifest } from '../plugin/schema';
import { groupByCategory, matchTools } from './tool-search';

const tool = (id: string, category: ToolManifest['category']): ToolManifest => ({
  id,
  category,
  icon: IconPhoto,
  path: `/${category}/${id}`,
  order: 1,
  popular: false,
  updated: '2026-01-01',
  screen: async () => ({ default: () => null }),
  runsOn: 'pool',
  keywords: id === 'image-resize' ? ['scale', 'shrink', 'jpg', 'webp'] : undefined,
});
const tools = [tool('image-resize', 'image'), tool('word-count', 'writer'), tool('text-diff', 'text')];
const names: Record<string, { name: string; description: string }> = {
  'image-resize': { name: 'Image Resizer', description: 'Resize JPG and PNG' },
  'word-count': { name: 'Word Count', description: 'Count words' },
  'text-diff': { name: 'Text Diff', description: 'Compare two TEXTS' },
};
const translate = (id: string, key: 'name' | 'description') => names[id][key];

describe('tool search', () => {
  it('matches a case-insensitive substring of the translated name', () => {
    expect(matchTools(tools, 'RESIZ', translate).map((t) => t.id)).toEqual(['image-resize']);
  });
  it('matches the translated description too', () => {
    expect(matchTools(tools, 'texts', translate).map((t) => t.id)).toEqual(['text-diff']);
  });
  it('matches words in any order, and the manifest keywords', () => {
    expect(matchTools(tools, 'jpg to webp', translate).map((t) => t.id)).toEqual(['image-resize']);
    expect(matchTools(tools, 'webp jpg', translate).map((t) => t.id)).toEqual(['image-resize']);
    expect(matchTools(tools, 'shrink', translate).map((t) => t.id)).toEqual(['image-resize']);
    expect(matchTools(tools, 'shrink words', translate)).toEqual([]);
  });
  it('returns every tool for an empty or blank query', () => {
    expect(matchTools(tools, '  ', translate)).toHaveLength(3);
  });
  it('groups by category in display order and hides empty categories', () => {
    const groups = groupByCategory(matchTools(tools, 'count', translate));
    expect(groups.map((g) => g.category)).toEqual(['writer']);
    expect(groupByCategory(tools).map((g) => g.category)).toEqual(['image', 'text', 'writer']);
  });
});
