import { describe, expect, it } from 'vitest';
import { isEcho, type MeasuredViolation } from './network-messages';

const violation = (time: number, blockedURI = 'https://x.example/a'): MeasuredViolation => ({ source: 'page', blockedURI, violatedDirective: 'connect-src', sourceFile: 'https://localbox.example/assets/a.js', position: '1:200', time });

describe('blocked requests', () => {
  it('counts the browser’s second event for one refused request once, and a later attempt again', () => {
    expect(isEcho(violation(1000.5), [violation(1000)])).toBe(true);
    expect(isEcho(violation(3500), [violation(1000)])).toBe(false);
    expect(isEcho(violation(1000, 'https://y.example/'), [violation(1000)])).toBe(false);
  });
});
