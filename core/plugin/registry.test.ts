import { IconPhoto } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { buildRegistry, folderOf, RegistryError, validateManifests, validatePluginLocales } from './registry';
import { LANGUAGES } from './schema';

const screen = () => Promise.resolve({ default: () => null });
const good = (patch: Record<string, unknown> = {}) => ({
  id: 'image-resize',
  category: 'image',
  icon: IconPhoto,
  path: '/image/image-resize',
  order: 1,
  popular: true,
  updated: '2026-11-23',
  accept: { 'image/png': ['.png'] },
  screen,
  ...patch,
});

const problemsOf = (manifest: unknown, folder = 'image-resize') => validateManifests([{ folder, manifest }]).problems;

describe('manifest validation', () => {
  it('accepts a good manifest and defaults popular to false', () => {
    const { tools, problems } = validateManifests([{ folder: 'image-resize', manifest: good({ popular: undefined }) }]);
    expect(problems).toEqual([]);
    expect(tools[0]).toMatchObject({ id: 'image-resize', popular: false });
  });

  it('names the folder and field of an unknown category', () => {
    expect(problemsOf(good({ category: 'music' }))).toEqual([expect.stringMatching(/^plugins\/image-resize\/manifest\.ts: category: /)]);
  });

  it('rejects an id that is not kebab-case', () => {
    expect(problemsOf(good({ id: 'Image_Resize' }))[0]).toMatch(/manifest\.ts: id: must be kebab-case/);
  });

  it('rejects an id that differs from the folder name', () => {
    expect(problemsOf(good(), 'resizer')[0]).toMatch(/plugins\/resizer\/manifest\.ts: id: "image-resize" must equal the folder name "resizer"/);
  });

  it('rejects a path outside /<category>/ or with a bad slug', () => {
    expect(problemsOf(good({ path: '/tools/resize' }))[0]).toMatch(/path: must be "\/image\/<slug>"/);
    expect(problemsOf(good({ path: '/image/Resize_It' }))[0]).toMatch(/path: /);
    expect(problemsOf(good({ path: '/image/' }))[0]).toMatch(/path: /);
  });

  it('accepts a slug that differs from the id, and the v2 fields', () => {
    const { tools, problems } = validateManifests([
      {
        folder: 'image-resize',
        manifest: good({
          path: '/image/resize',
          runsOn: 'engine',
          engines: [{ id: 'ffmpeg', bytes: 32_000_000, files: ['ffmpeg-core.wasm'] }],
          requires: ['crossOriginIsolated', 'webCodecs'],
          produces: ['image/png'],
          maxFileBytes: 1_073_741_824,
          keywords: ['scale', 'shrink'],
        }),
      },
    ]);
    expect(problems).toEqual([]);
    expect(tools[0]).toMatchObject({ path: '/image/resize', runsOn: 'engine', keywords: ['scale', 'shrink'] });
  });

  it('defaults runsOn to the pool and rejects unknown capabilities and engines without a size', () => {
    expect(validateManifests([{ folder: 'image-resize', manifest: good() }]).tools[0].runsOn).toBe('pool');
    expect(problemsOf(good({ requires: ['teleport'] }))[0]).toMatch(/requires\.0/);
    expect(problemsOf(good({ engines: [{ id: 'ffmpeg' }] }))[0]).toMatch(/engines\.0\.bytes/);
    expect(problemsOf(good({ produces: ['png'] }))[0]).toMatch(/produces\.0/);
  });

  it('rejects a missing icon', () => {
    expect(problemsOf(good({ icon: undefined }))[0]).toMatch(/manifest\.ts: icon: /);
  });

  it('rejects a screen that is not a lazy import function', () => {
    expect(problemsOf(good({ screen: './screen.tsx' }))[0]).toMatch(/manifest\.ts: screen: /);
  });

  it('rejects a bad updated date and a bad accept map', () => {
    const problems = problemsOf(good({ updated: 'yesterday', accept: { png: ['png'] } }));
    expect(problems.some((p) => p.includes('updated:'))).toBe(true);
    expect(problems.some((p) => p.includes('accept.'))).toBe(true);
  });

  it('rejects unknown fields (typos)', () => {
    expect(problemsOf(good({ populer: true }))[0]).toMatch(/manifest\.ts: \(manifest\): .*populer/);
  });

  it('reports duplicate ids and duplicate paths with both folders', () => {
    const { problems } = validateManifests([
      { folder: 'image-resize', manifest: good() },
      { folder: 'image-resize', manifest: good() },
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/id: duplicate id "image-resize"/),
        expect.stringMatching(/path: duplicate path "\/image\/image-resize"/),
      ]),
    );
  });

  it('buildRegistry throws one error listing every problem', () => {
    expect(() => buildRegistry([{ folder: 'a', manifest: {} }])).toThrow(RegistryError);
    try {
      buildRegistry([{ folder: 'a', manifest: {} }]);
    } catch (error) {
      expect((error as RegistryError).problems.length).toBeGreaterThan(3);
    }
  });

  it('sorts tools by order, then id', () => {
    const tools = buildRegistry([
      { folder: 'b-tool', manifest: good({ id: 'b-tool', path: '/image/b-tool', order: 2 }) },
      { folder: 'a-tool', manifest: good({ id: 'a-tool', path: '/image/a-tool', order: 2 }) },
      { folder: 'c-tool', manifest: good({ id: 'c-tool', path: '/image/c-tool', order: 1 }) },
    ]);
    expect(tools.map((t) => t.id)).toEqual(['c-tool', 'a-tool', 'b-tool']);
  });
});

describe('plugin locale validation', () => {
  const complete = LANGUAGES.map((language) => ({ folder: 'x', language, messages: { name: 'X', description: 'Does x' } }));

  it('accepts six complete locale files', () => {
    expect(validatePluginLocales(['x'], complete)).toEqual([]);
  });

  it('names a missing locale file', () => {
    const withoutKorean = complete.filter((l) => l.language !== 'ko');
    expect(validatePluginLocales(['x'], withoutKorean)).toEqual(['plugins/x/locales/ko.json: file is missing']);
  });

  it('names a missing name or description key', () => {
    const broken = complete.map((l) => (l.language === 'de' ? { ...l, messages: { name: 'X' } } : l));
    expect(validatePluginLocales(['x'], broken)).toEqual(['plugins/x/locales/de.json: description: key is missing or empty']);
  });
});

describe('folderOf', () => {
  it('reads the plugin folder from a glob key', () => {
    expect(folderOf('/plugins/word-count/manifest.ts')).toBe('word-count');
    expect(() => folderOf('/core/x.ts')).toThrow();
  });
});
