// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { checkSvg, parserPosition } from './check-svg';
import { DEFAULT_CODE } from './default-code';
import { quotedBracketBomb, useFanOutSvg } from '../../kits/svg/testing/bombs';

describe('checkSvg', () => {
  it('accepts the default circle and reads its size', () => {
    const check = checkSvg(DEFAULT_CODE);
    expect(check).toMatchObject({ kind: 'ok', size: { width: 200, height: 200 }, activeContent: false });
    expect(DEFAULT_CODE).toContain('#6366f1');
  });

  it('calls blank code empty', () => {
    expect(checkSvg(' \n ')).toEqual({ kind: 'empty' });
  });

  it('gives the parser’s line and column for broken code', () => {
    const check = checkSvg('<svg xmlns="http://www.w3.org/2000/svg">\n  <rect>\n</svg>');
    expect(check.kind).toBe('invalid');
    if (check.kind === 'invalid') expect(check.line).toBeGreaterThanOrEqual(2);
  });

  it('refuses a root that is not SVG, and an entity bomb', () => {
    expect(checkSvg('<html xmlns="http://www.w3.org/1999/xhtml"/>').kind).toBe('invalid');
    let bomb = '<!ENTITY a0 "lol">';
    for (let i = 1; i < 10; i++) bomb += `<!ENTITY a${i} "${`&a${i - 1};`.repeat(10)}">`;
    expect(checkSvg(`<!DOCTYPE svg [${bomb}]><svg xmlns="http://www.w3.org/2000/svg">&a9;</svg>`).kind).toBe('invalid');
  });

  it('refuses <use> fan-out and hidden entities with the shared reasons', () => {
    expect(checkSvg(useFanOutSvg(5))).toMatchObject({ kind: 'invalid', refusal: { key: 'svg-convert:errors.useFanOut', params: { limit: 100_000 } } });
    expect(checkSvg(quotedBracketBomb(100_000, 20))).toMatchObject({ kind: 'invalid', refusal: { key: 'svg-convert:errors.entities' } });
    expect(checkSvg(useFanOutSvg(2)).kind).toBe('ok');
  });

  it('notices scripts and handlers (they never run: the preview is an image)', () => {
    expect(checkSvg('<svg xmlns="http://www.w3.org/2000/svg" onload="x()"/>')).toMatchObject({ kind: 'ok', activeContent: true });
  });
});

describe('parserPosition', () => {
  it('reads Chromium’s and Firefox’s messages', () => {
    expect(parserPosition('This page contains the following errors:error on line 3 at column 7: Opening and ending tag mismatch: rect line 2 and svg\nBelow is')).toEqual({
      line: 3,
      column: 7,
      reason: 'Opening and ending tag mismatch: rect line 2 and svg',
    });
    expect(parserPosition('XML Parsing Error: mismatched tag\nLine Number 3, Column 3:')).toMatchObject({ line: 3, column: 3 });
    expect(parserPosition('odd')).toEqual({ reason: 'odd' });
  });
});
