import { describe, expect, it } from 'vitest';
import { axisOf, parseUserLength, unitsLength } from './length';

const viewport = { width: 200, height: 100 };

describe('parseUserLength', () => {
  it('converts units to user units, em and ex at the font size given (16 by default)', () => {
    expect(parseUserLength('1in', viewport, 'x')).toBe(96);
    expect(parseUserLength('25.4mm', viewport, 'x')).toBeCloseTo(96);
    expect(parseUserLength('2em', viewport, 'x')).toBe(32);
    expect(parseUserLength('2em', viewport, 'x', 10)).toBe(20);
    expect(parseUserLength('2ex', viewport, 'x', 10)).toBe(10);
    expect(parseUserLength('2rem', viewport, 'x', 10)).toBe(32);
  });

  it('resolves percentages against the viewport side of the axis: width, height, or the diagonal over √2', () => {
    expect(parseUserLength('50%', viewport, axisOf('width'))).toBe(100);
    expect(parseUserLength('50%', viewport, axisOf('x2'))).toBe(100);
    expect(parseUserLength('50%', viewport, axisOf('height'))).toBe(50);
    expect(parseUserLength('50%', viewport, axisOf('cy'))).toBe(50);
    expect(parseUserLength('100%', viewport, axisOf('r'))).toBeCloseTo(Math.hypot(200, 100) / Math.SQRT2);
  });

  it('refuses what is not a length', () => {
    for (const value of [undefined, '', 'auto', '10 furlongs', '5px5']) expect(parseUserLength(value, viewport, 'x')).toBeUndefined();
  });
});

describe('unitsLength', () => {
  it('takes objectBoundingBox values as fractions of the box, user-space ones as lengths', () => {
    expect(unitsLength('25%', true, viewport, 'x')).toBe(0.25);
    expect(unitsLength('0.5', true, viewport, 'x')).toBe(0.5);
    expect(unitsLength('25%', false, viewport, 'y')).toBe(25);
    expect(unitsLength('1in', false, viewport, 'x')).toBe(96);
    expect(unitsLength('nonsense', false, viewport, 'x')).toBeNaN();
  });
});
