import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CASES } from './cases';
import type { Figures } from './measure';
import { differences, ruleBreaks } from './table';

const photo = { id: 'photo.jpg', file: '', mime: 'image/jpeg', lossy: true };
const webp = (bytesRatio: number): Figures => ({ output: 'photo.webp', type: 'WEBP', bytesRatio, width: 640, height: 400, ssimulacra2: 80, metadataKept: ['DateTimeOriginal'] });
const opens = { browser: true, reader: null };

describe('outcome table checks', () => {
  it('names the tool, input, format and figure of a change beyond its tolerance, and lets encoder noise pass', () => {
    expect(differences('image-converter · photo.jpg → webp', webp(0.62), { ...webp(0.635), ssimulacra2: 79 })).toEqual([]);
    expect(differences('image-converter · photo.jpg → webp', webp(0.62), { ...webp(2.9), metadataKept: [] })).toEqual([
      'image-converter · photo.jpg → webp · bytesRatio: 2.9 (table 0.62, tolerance ±3%)',
      'image-converter · photo.jpg → webp · metadataKept: [] (table ["DateTimeOriginal"], must be exact)',
    ]);
    expect(differences('x', undefined, webp(1))[0]).toMatch(/not in the table/);
  });

  it('fails a lossy output larger than its lossy input at the same size, and an output a reader cannot open', () => {
    const size = { width: 640, height: 400 };
    expect(ruleBreaks('w', photo, size, webp(0.9), opens)).toEqual([]);
    expect(ruleBreaks('w', photo, size, webp(4.7), opens)).toEqual(['w · bytesRatio: 4.7: a lossy WEBP at default quality is larger than its lossy input']);
    // A resized output, or a lossless input, may grow.
    expect(ruleBreaks('w', photo, { width: 320, height: 200 }, webp(4.7), opens)).toEqual([]);
    expect(ruleBreaks('w', { ...photo, lossy: false }, size, webp(4.7), opens)).toEqual([]);
    expect(ruleBreaks('w', photo, size, webp(0.5), { browser: false, reader: 'File format error' })).toHaveLength(2);
  });

  it('covers every tool that takes or makes files, each on at least 6 inputs over the two suites', () => {
    const inputs = new Map<string, Set<string>>();
    for (const c of CASES) for (const input of [...c.inputs, ...(c.more ?? [])]) inputs.set(c.tool, (inputs.get(c.tool) ?? new Set()).add(input.id));
    const short = [...inputs].filter(([, ids]) => ids.size < 6);
    expect(short).toEqual([]);
    const fileTools = readdirSync('plugins').filter((id) => existsSync(`plugins/${id}/manifest.ts`) && /\b(accept|produces):/.test(readFileSync(`plugins/${id}/manifest.ts`, 'utf8')));
    expect(fileTools.filter((id) => !inputs.has(id))).toEqual([]);
  });
});
