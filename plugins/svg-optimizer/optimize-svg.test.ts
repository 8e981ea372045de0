import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { builtinPlugins } from 'svgo/browser';
import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../../core/processing/errors';
import { DEFAULT_OPTIONS, PRESET_PLUGINS } from './options';
import { maxOutputBytes, optimizeSvg } from './optimize-svg';
import { longDoctypeBomb, quotedBracketBomb, useFanOutSvg } from '../../kits/svg/testing/bombs';
import { outputName } from './output-name';
import { autoPrecision, svgoConfig } from './svgo-config';
import type { FileJobOutput } from '../../core/processing/processor';
import { jobInput, testContext } from '../../core/processing/testing/job';
import processor from './processor';

const run = (text: string, options = DEFAULT_OPTIONS) => optimizeSvg(text, new TextEncoder().encode(text).length, options);
const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as ProcessingError;
  }
  throw new Error('did not throw');
};

const ICON = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Created with Inkscape -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="16" height="16" viewBox="0 0 16 16">
  <metadata>lots of metadata</metadata>
  <g inkscape:label="Layer 1"><rect x="1.000000" y="1.000000" width="14.000000" height="14.000000" fill="#ff0000" /></g>
</svg>`;

describe('optimizeSvg', () => {
  it('makes a real editor-made icon smaller and keeps the viewBox', () => {
    const result = run(ICON);
    expect(result.text.length).toBeLessThan(ICON.length / 2);
    expect(result.text).toContain('viewBox="0 0 16 16"');
    expect(result.text).not.toContain('metadata');
    expect(result.reductionPercent).toBeGreaterThan(50);
  });

  it('keeps the viewBox even when width and height equal it', () => {
    expect(run('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10"><path d="M0 0h10v10z"/></svg>').text).toContain('viewBox');
  });

  it('reports a broken file with the parser’s line and column', () => {
    const error = errorOf(() => run('<svg xmlns="http://www.w3.org/2000/svg">\n  <rect>\n</svg>'));
    expect(error.key).toBe('errors.invalid');
    expect(error.params.line).toBe(3);
    expect(error.params.column).toBeGreaterThan(0);
  });

  it('refuses empty text, non-SVG and an entity bomb', () => {
    expect(errorOf(() => run('   ')).key).toBe('errors.empty');
    expect(errorOf(() => run('<html><body>hi</body></html>')).key).toBe('errors.notSvg');
    let bomb = '<!ENTITY a0 "lol">';
    for (let i = 1; i < 10; i++) bomb += `<!ENTITY a${i} "${`&a${i - 1};`.repeat(10)}">`;
    expect(errorOf(() => run(`<!DOCTYPE svg [${bomb}]><svg xmlns="http://www.w3.org/2000/svg"><text>&a9;</text></svg>`)).key).toBe('svg-convert:errors.doctype');
    expect(errorOf(() => run(quotedBracketBomb(100_000, 20))).key).toBe('svg-convert:errors.entities');
    expect(errorOf(() => run(longDoctypeBomb(100_000, 20))).key).toBe('svg-convert:errors.entities');
  });

  it('refuses <use> fan-out, which svgo keeps as it is', () => {
    expect(errorOf(() => run(useFanOutSvg(5))).key).toBe('svg-convert:errors.useFanOut');
  });

  it('refuses an output over four times the input and 1 MB', () => {
    expect(maxOutputBytes(1_000_000)).toBe(4_000_000 + 1_048_576);
  });

  it('removes every handler and href animation even with removeUnknownsAndDefaults off', () => {
    const handlers = ['onpointerenter', 'onanimationstart', 'ontransitionend', 'onauxclick'].map((name) => `${name}="alert(1)"`).join(' ');
    const hostile = `<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5" ${handlers}/><a href="#x"><set attributeName="href" to="javascript:alert(2)"/><animate attributeName=" xlink:href" values="javascript:alert(3)"/><animate attributeName="x" values="0;1" dur="1s"/><rect width="5" height="5"/></a></svg>`;
    for (const disabled of [[], ['removeUnknownsAndDefaults']] as const) {
      const result = run(hostile, { ...DEFAULT_OPTIONS, disabled: [...disabled] });
      expect(result.text).not.toMatch(/\son[a-z]+=|javascript:|<set/i);
      expect(result.text).toContain('attributeName="x"');
      expect(result.removedActiveContent).toBe(true);
    }
  });

  it('removes scripts, handlers and javascript: links by default, and says so', () => {
    const hostile = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><rect width="5" height="5"/></a></svg>';
    const result = run(hostile);
    expect(result.text).not.toMatch(/script|onload|javascript:/i);
    expect(result.removedActiveContent).toBe(true);
    expect(run(hostile, { ...DEFAULT_OPTIONS, removeScripts: false }).text).toContain('onload');
  });

  it('honours precision and switched-off plugins', () => {
    const path = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000"><path d="M1.23456 2.34567L500.98765 600.12345"/><!-- c --></svg>';
    expect(run(path, { ...DEFAULT_OPTIONS, autoPrecision: false, precision: 4 }).text).toContain('1.2346');
    expect(run(path, { ...DEFAULT_OPTIONS, autoPrecision: false, precision: 1 }).text).not.toContain('1.23');
    expect(run(path, { ...DEFAULT_OPTIONS, disabled: ['removeComments'] }).text).toContain('<!--c-->');
  });
});

describe('svgoConfig', () => {
  it('lists exactly svgo’s preset-default plugins as toggles', () => {
    const preset = builtinPlugins.find((plugin) => plugin.name === 'preset-default') as unknown as { plugins: { name: string }[] };
    expect(preset.plugins.map((plugin) => plugin.name)).toEqual([...PRESET_PLUGINS]);
  });

  it('never adds removeViewBox', () => {
    expect(JSON.stringify(svgoConfig('<svg/>', DEFAULT_OPTIONS))).not.toContain('removeViewBox');
  });

  it('picks decimals from the drawing’s size', () => {
    expect(autoPrecision('<svg viewBox="0 0 16 16"/>')).toBe(2);
    expect(autoPrecision('<svg width="200" height="100"/>')).toBe(1);
    expect(autoPrecision('<svg viewBox="0 0 2000 1000"/>')).toBe(0);
    expect(autoPrecision('<svg/>')).toBe(3);
  });
});

describe('processor', () => {
  it('returns {name}-optimized.svg with the reduction as a note', async () => {
    const bytes = new TextEncoder().encode(ICON);
    const [output] = (await processor(jobInput(bytes, 'icon.svg', 'image/svg+xml'), DEFAULT_OPTIONS, testContext().context)) as FileJobOutput[];
    expect(output.name).toBe('icon-optimized.svg');
    expect(output.type).toBe('image/svg+xml');
    expect(output.info).toMatchObject({ noteKey: 'notes.reduction' });
    expect((output.data as Uint8Array).byteLength).toBeLessThan(bytes.length);
  });

  it('names outputs', () => {
    expect(outputName('a.b.svg')).toBe('a.b-optimized.svg');
    expect(outputName('noext')).toBe('noext-optimized.svg');
  });

  const icons = '.fixtures/svg';
  it.skipIf(!existsSync(icons))('shrinks 50 real Adwaita icons, none larger', () => {
    const names = readdirSync(icons).filter((name) => name.endsWith('.svg')).sort().slice(0, 50);
    for (const name of names) {
      const text = readFileSync(`${icons}/${name}`, 'utf8');
      expect(run(text).text.length, name).toBeLessThan(text.length);
    }
  });
});
