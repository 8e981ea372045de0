import { describe, expect, it } from 'vitest';
import { parseLength, parseViewBox, readSvgSize, rootSvgTag } from './svg-size';

describe('readSvgSize', () => {
  it('takes width and height in pixels', () => {
    expect(readSvgSize('<svg width="200" height="100" xmlns="http://www.w3.org/2000/svg"/>')).toMatchObject({ width: 200, height: 100, fallback: false });
  });

  it('converts absolute units to CSS pixels', () => {
    expect(readSvgSize('<svg width="1in" height="72pt"/>')).toMatchObject({ width: 96, height: 96 });
    expect(readSvgSize('<svg width="25.4mm" height="2.54cm"/>')).toMatchObject({ width: 96, height: 96 });
  });

  it('uses the viewBox when width and height are missing or in %', () => {
    expect(readSvgSize('<svg viewBox="0 0 16 12"/>')).toMatchObject({ width: 16, height: 12, viewBox: { minX: 0, minY: 0, width: 16, height: 12 } });
    expect(readSvgSize('<svg width="100%" height="100%" viewBox="0,0,48,24"/>')).toMatchObject({ width: 48, height: 24 });
  });

  it('keeps the viewBox ratio when only one side is given', () => {
    expect(readSvgSize('<svg width="64" viewBox="0 0 16 8"/>')).toMatchObject({ width: 64, height: 32 });
    expect(readSvgSize('<svg height="10" viewBox="0 0 16 8"/>')).toMatchObject({ width: 20, height: 10 });
  });

  it('falls back to 300 × 150 like a browser when nothing is said', () => {
    expect(readSvgSize('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>')).toMatchObject({ width: 300, height: 150, fallback: true });
  });

  it('skips a prolog, comments and a DOCTYPE with an internal subset', () => {
    const text = '<?xml version="1.0"?>\n<!-- <svg width="1"> -->\n<!DOCTYPE svg [ <!ENTITY a "<svg width=\'5\'>"> ]>\n<svg:svg width="30" height="40"/>';
    expect(readSvgSize(text)).toMatchObject({ width: 30, height: 40 });
  });

  it('gives undefined when there is no svg element', () => {
    expect(readSvgSize('<html><body/></html>')).toBeUndefined();
    expect(rootSvgTag('<svgfoo/>')).toBeUndefined();
  });
});

describe('lengths', () => {
  it('refuses percentages, zero, negatives and junk', () => {
    for (const value of ['50%', '0', '-3', 'auto', '', '12 px x']) expect(parseLength(value)).toBeUndefined();
    expect(parseLength(' 1.5e1px ')).toBe(15);
  });

  it('refuses a viewBox with a non-positive size', () => {
    expect(parseViewBox('0 0 0 10')).toBeUndefined();
    expect(parseViewBox('0 0 10')).toBeUndefined();
  });
});
