// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { normaliseGradients } from './gradient-normalise';

const parse = (body: string) =>
  new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100">${body}</svg>`, 'image/svg+xml').documentElement;
const stops = (gradient: Element) => Array.from(gradient.querySelectorAll('stop')).map((stop) => [Number(stop.getAttribute('offset')), stop.getAttribute('stop-color')]);

describe('normaliseGradients', () => {
  it('gives a gradient its template’s stops and attributes, lengths in user units, and drops the link', () => {
    const root = parse(`<linearGradient id="base" x2="50%" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="red"/><stop offset="100%" stop-color="blue"/></linearGradient>
      <linearGradient id="g" xlink:href="#base" y1="10"/>`);
    normaliseGradients(root, { width: 200, height: 100 });
    const gradient = root.querySelector('#g')!;
    expect(gradient.hasAttributeNS('http://www.w3.org/1999/xlink', 'href')).toBe(false);
    expect(gradient.getAttribute('gradientUnits')).toBe('userSpaceOnUse');
    expect(['x1', 'y1', 'x2', 'y2'].map((name) => Number(gradient.getAttribute(name)))).toEqual([0, 10, 100, 0]);
    expect(stops(gradient)).toEqual([
      [0, 'red'],
      [1, 'blue'],
    ]);
  });

  it('writes lengths with units in user units', () => {
    const root = parse(`<linearGradient id="g" x1="1in" x2="10mm" y2="50%" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="red"/></linearGradient>`);
    normaliseGradients(root, { width: 200, height: 100 });
    const gradient = root.querySelector('#g')!;
    expect(['x1', 'y1', 'x2', 'y2'].map((name) => Number(gradient.getAttribute(name)))).toEqual([96, 0, expect.closeTo(37.8, 1), 50]);
  });

  it('writes a reflected gradient’s periods out as stops over a longer vector, mirrored every other period', () => {
    const root = parse(`<linearGradient id="g" x2="0.5" spreadMethod="reflect"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>`);
    normaliseGradients(root, { width: 200, height: 100 });
    const gradient = root.querySelector('#g')!;
    expect(gradient.hasAttribute('spreadMethod')).toBe(false);
    expect(Number(gradient.getAttribute('x2'))).toBeCloseTo(1);
    const colours = stops(gradient).map(([, colour]) => colour);
    expect(colours).toEqual(['red', 'red', 'blue', 'blue', 'blue', 'blue', 'red', 'red']);
    expect(stops(gradient).map(([offset]) => offset)).toEqual([0, 0, 0.5, 0.5, 0.5, 0.5, 1, 1]);
  });

  it('clamps offsets into 0–1, never decreasing', () => {
    const root = parse(`<radialGradient id="g" r="0.5"><stop offset="0.6" stop-color="red"/><stop offset="0.2" stop-color="lime"/><stop offset="3" stop-color="blue"/></radialGradient>`);
    normaliseGradients(root, { width: 200, height: 100 });
    expect(stops(root.querySelector('#g')!).map(([offset]) => offset)).toEqual([0.6, 0.6, 1]);
  });
});

describe('normaliseGradients, edge cases browsers settle', () => {
  it('keeps a spreadMethod inherited through a template rewritten first', () => {
    const root = parse(`<radialGradient id="a" xlink:href="#b" cx="0.5"/><radialGradient id="b" spreadMethod="reflect"/>
      <radialGradient id="c" xlink:href="#a" r="0.25"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></radialGradient>`);
    normaliseGradients(root, { width: 200, height: 100 });
    expect(root.querySelectorAll('#c stop').length).toBeGreaterThan(2);
  });

  it('reads an offset that is a length as 0, and draws a radius of 0 or less as its last stop', () => {
    const root = parse(`<linearGradient id="l"><stop offset="5mm" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
      <radialGradient id="r" r="-1"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></radialGradient>`);
    normaliseGradients(root, { width: 200, height: 100 });
    expect(stops(root.querySelector('#l')!)).toEqual([
      [0, 'red'],
      [1, 'blue'],
    ]);
    expect(stops(root.querySelector('#r')!)).toEqual([[1, 'blue']]);
    expect(Number(root.querySelector('#r')!.getAttribute('r'))).toBeGreaterThan(0);
  });

  it('resolves fr and leaves a focal point outside the circle where it is', () => {
    const root = parse(`<radialGradient id="r" fr="10%" fx="0.9" r="0.2"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></radialGradient>`);
    normaliseGradients(root, { width: 200, height: 100 });
    const gradient = root.querySelector('#r')!;
    expect(['fr', 'fx'].map((name) => Number(gradient.getAttribute(name)))).toEqual([0.1, 0.9]);
  });
});
