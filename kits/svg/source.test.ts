// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../../core/processing/errors';
import { parseSvgSource } from './source';
import { SVG_CONVERT_LOCALES } from './strings';
import { quotedBracketBomb, useFanOutSvg } from './testing/bombs';
import { checkLocaleSet } from '../../scripts/plugin-sources';

const bytes = (text: string) => new TextEncoder().encode(text);
const keyOf = (text: string) => {
  let error: unknown;
  try {
    parseSvgSource(bytes(text));
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(ProcessingError);
  return error as ProcessingError;
};

describe('readSvgSource', () => {
  it('reads the text and size of a real icon', () => {
    const source = parseSvgSource(bytes('<?xml version="1.0"?><svg height="16px" viewBox="0 0 16 16" width="16px" xmlns="http://www.w3.org/2000/svg"/>'));
    expect([source.size.width, source.size.height]).toEqual([16, 16]);
  });

  it('refuses empty files, non-SVG, entity bombs and broken XML with a line and column', () => {
    expect(keyOf('').key).toBe('errors.empty');
    expect(keyOf('hello').key).toBe('svg-convert:errors.notSvg');
    expect(keyOf('<svg xmlns="http://www.w3.org/1999/xhtml"/>').key).toBe('svg-convert:errors.notSvg');
    const lol = '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;"><!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&g;</text></svg>';
    expect(keyOf(lol).key).toBe('svg-convert:errors.doctype');
    expect(keyOf(quotedBracketBomb(100_000, 20)).key).toBe('svg-convert:errors.entities');
    const broken = keyOf('<svg xmlns="http://www.w3.org/2000/svg">\n  <rect</svg>');
    expect(broken.key).toMatch(/^svg-convert:errors\.invalid/);
  });

  it('refuses <use> fan-out, with the limit for the message', () => {
    const error = keyOf(useFanOutSvg(5));
    expect(error.key).toBe('svg-convert:errors.useFanOut');
    expect(error.params).toEqual({ limit: 100_000 });
    expect(parseSvgSource(bytes(useFanOutSvg(3))).size.width).toBe(40);
  });
});

describe('svg-convert strings', () => {
  it('hold every key in all six languages', () => {
    expect(checkLocaleSet('kits/svg/locales', new Map(Object.entries(SVG_CONVERT_LOCALES)))).toEqual([]);
  });
});
