import { describe, expect, it } from 'vitest';
import { RASTER_DEFAULTS, rasterOptionsSchema, rasterTargetSize } from './raster-options';
import { withRootSize } from './root-size';
import { readSvgSize } from './svg-size';

describe('SVG to PNG / JPG options', () => {
  it('defaults: 1×, transparent PNG, white JPG at quality 90', () => {
    expect(rasterOptionsSchema.parse(RASTER_DEFAULTS.png)).toMatchObject({ sizeMode: 'scale', scale: 1, transparent: true });
    expect(RASTER_DEFAULTS.jpeg).toMatchObject({ transparent: false, background: '#ffffff', quality: 90 });
  });

  it('accepts scales from 0.5× to 8× only', () => {
    expect(rasterOptionsSchema.safeParse({ ...RASTER_DEFAULTS.png, scale: 0.5 }).success).toBe(true);
    expect(rasterOptionsSchema.safeParse({ ...RASTER_DEFAULTS.png, scale: 8 }).success).toBe(true);
    expect(rasterOptionsSchema.safeParse({ ...RASTER_DEFAULTS.png, scale: 0.25 }).success).toBe(false);
    expect(rasterOptionsSchema.safeParse({ ...RASTER_DEFAULTS.png, scale: 9 }).success).toBe(false);
    expect(rasterOptionsSchema.safeParse({ ...RASTER_DEFAULTS.png, width: 0 }).success).toBe(false);
  });

  it('scales both sides, or sets one side and keeps the ratio', () => {
    const own = { width: 16, height: 10 };
    expect(rasterTargetSize(own, { ...RASTER_DEFAULTS.png, scale: 2.5 })).toEqual({ width: 40, height: 25 });
    expect(rasterTargetSize(own, { ...RASTER_DEFAULTS.png, sizeMode: 'width', width: 100 })).toEqual({ width: 100, height: 63 });
    expect(rasterTargetSize(own, { ...RASTER_DEFAULTS.png, sizeMode: 'height', height: 100 })).toEqual({ width: 160, height: 100 });
    expect(rasterTargetSize({ width: 1, height: 1000 }, { ...RASTER_DEFAULTS.png, scale: 0.5 })).toEqual({ width: 1, height: 500 });
  });
});

describe('withRootSize', () => {
  it('replaces width and height and keeps the viewBox', () => {
    const text = '<?xml version="1.0"?>\n<svg height="16px" viewBox="0 0 16 16" width="16px" xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>';
    const out = withRootSize(text, readSvgSize(text)!, 64, 64);
    expect(out).toContain('<svg width="64" height="64" viewBox="0 0 16 16" xmlns=');
    expect(out).not.toContain('16px');
    expect(out).toContain('<path d="M0 0h1"/>');
  });

  it('adds a viewBox from the size an SVG without one had, so it scales instead of being cropped', () => {
    const text = "<svg xmlns='http://www.w3.org/2000/svg' width='2in' height='1in'/>";
    expect(withRootSize(text, readSvgSize(text)!, 384, 192)).toBe(
      `<svg width="384" height="192" viewBox="0 0 192 96" preserveAspectRatio="none" xmlns='http://www.w3.org/2000/svg'/>`,
    );
  });

  it('sizes % and viewBox-only SVGs by their viewBox', () => {
    const text = '<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%" viewBox="0 0 40 20"/>';
    const size = readSvgSize(text)!;
    expect([size.width, size.height]).toEqual([40, 20]);
    expect(withRootSize(text, size, 80, 40)).toBe('<svg width="80" height="40" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"/>');
  });
});
