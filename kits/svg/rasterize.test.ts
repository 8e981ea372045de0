// @vitest-environment jsdom
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobInput, testContext } from '../../core/processing/testing/job';
import { RASTER_DEFAULTS } from './raster-options';
import { drawSvgInput } from './raster-draw';
import { rasterizeSvgPixels, rasterizeSvgPng } from './rasterize';
import { svgToPngInput } from './svg-input-step';

/**
 * jsdom has no <img> that decodes SVG nor a canvas: these stand in for the browser's, and record what
 * the rasteriser asked of them (the browser's own drawing is checked by the tools' browser specs).
 */
const drawn: Array<{ source: string; canvas: [number, number]; at: number[]; fills: string[] }> = [];

class FakeImage {
  decoding = '';
  src = '';
  get naturalWidth() {
    return Number(/width%3D%22(\d+)%22/.exec(this.src)?.[1] ?? 0);
  }
  get naturalHeight() {
    return Number(/height%3D%22(\d+)%22/.exec(this.src)?.[1] ?? 0);
  }
  async decode() {
    if (!this.src.startsWith('data:image/svg+xml')) throw new Error('only data: URLs in this test');
    if (this.src.includes('broken')) throw new Error('EncodingError');
  }
}

class FakeCanvas {
  constructor(
    public width: number,
    public height: number,
  ) {
    if (width > 30_000) throw new RangeError('canvas too large');
  }
  getContext() {
    const fills: string[] = [];
    const size: [number, number] = [this.width, this.height];
    return {
      canvas: this,
      fillStyle: '',
      fillRect() {
        fills.push(this.fillStyle);
      },
      drawImage(image: FakeImage, ...at: number[]) {
        drawn.push({ source: decodeURIComponent(image.src.split(',')[1]), canvas: size, at, fills: [...fills] });
      },
      getImageData: (_x: number, _y: number, width: number, height: number) => ({ width, height, data: new Uint8ClampedArray(width * height * 4) }),
    };
  }
  async convertToBlob({ type }: { type: string }) {
    return new Blob([`${this.width}x${this.height}`], { type });
  }
}

beforeEach(() => {
  drawn.length = 0;
  vi.stubGlobal('Image', FakeImage);
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
  // jsdom brings the XML parser readSvgSource checks with; Node's Blob and File can be read.
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
});
afterEach(() => vi.unstubAllGlobals());

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>';

describe('the SVG rasteriser (kits/svg/rasterize.ts)', () => {
  it('draws SVG text from a data: URL at the asked size, on the background when given, as a PNG or as pixels', async () => {
    const { png, width, height } = await rasterizeSvgPng(SVG, { width: 80, height: 40, background: '#ff0000' });
    expect([width, height, png.type, await png.text()]).toEqual([80, 40, 'image/png', '80x40']);
    expect(drawn[0]).toEqual({ source: SVG, canvas: [80, 40], at: [0, 0, 80, 40], fills: ['#ff0000'] });
    const pixels = await rasterizeSvgPixels(SVG, { width: 8, height: 4 });
    expect([pixels.width, pixels.height, pixels.data.length]).toEqual([8, 4, 128]);
    expect(drawn[1].fills).toEqual([]);
  });

  it('sizes from the size the browser gives the SVG when asked to', async () => {
    const { width, height } = await rasterizeSvgPng(SVG, (natural) => ({ width: natural.width * 3, height: natural.height * 3 }));
    expect([width, height]).toEqual([120, 60]);
  });

  it('fails with the caller\'s keys: an SVG the browser cannot decode, a canvas it cannot make', async () => {
    await expect(rasterizeSvgPng('<svg broken', { width: 1, height: 1 })).rejects.toMatchObject({ key: 'svg-convert:errors.render' });
    await expect(rasterizeSvgPng('<svg broken', { width: 1, height: 1 }, { unreadable: 'errors.svgInvalid', canvas: 'errors.canvas' })).rejects.toMatchObject({ key: 'errors.svgInvalid' });
    await expect(rasterizeSvgPixels(SVG, { width: 40_000, height: 1 })).rejects.toMatchObject({ key: 'svg-convert:errors.canvas' });
  });
});

describe('the page steps that rasterise before a worker job', () => {
  it('SVG to PNG / JPG: drawn at the options\' size, vectors resized rather than stretched, the background only where the format has no transparency', async () => {
    const input = jobInput(SVG, 'logo.svg', 'image/svg+xml');
    const png = await drawSvgInput('png')(input, { ...RASTER_DEFAULTS.png, scale: 2 }, testContext().context);
    expect([png.name, png.type, await png.file.text()]).toEqual(['logo.png', 'image/png', '80x40']);
    expect(drawn[0].source).toContain('width="80" height="40"');
    expect(drawn[0].fills).toEqual([]);
    await drawSvgInput('jpeg')(input, { ...RASTER_DEFAULTS.jpeg, sizeMode: 'width', width: 100, background: '#00ff00' }, testContext().context);
    expect(drawn[1]).toMatchObject({ canvas: [100, 50], fills: ['#00ff00'] });
  });

  it('SVG as an image tool\'s input: drawn at its own size, refused as unreadable in the image tools\' words', async () => {
    const { context, progress } = testContext();
    const png = await svgToPngInput(jobInput(SVG, 'badge.svg', 'image/svg+xml'), {}, context);
    expect([png.name, png.type, await png.file.text()]).toEqual(['badge.png', 'image/png', '40x20']);
    expect(progress.map(({ stage }) => stage)).toEqual(['reading', 'decoding']);
    await expect(svgToPngInput(jobInput('<svg xmlns="http://www.w3.org/2000/svg" broken="1"/>', 'odd.svg', 'image/svg+xml'), {}, context)).rejects.toMatchObject({ key: 'errors.svgInvalid' });
  });
});
