import { readFileSync } from 'node:fs';
import { Trie } from 'opencc-js/core';
import { describe, expect, it } from 'vitest';
import { CHINESE_DIRECTIONS, convertChinese } from './chinese';
import { openccConverter, type OpenccConfig } from './opencc/engine';
import { REFERENCE_DIRECTIONS } from './opencc/reference-directions';

// Written by scripts/opencc-reference.ts from OpenCC's command-line tool (Debian's opencc 1.1.6).
const reference = (file: string) => readFileSync(new URL(`./opencc/reference/${file}`, import.meta.url), 'utf8');
const linesOf = (text: string) => text.replace(/\n$/, '').split('\n');
const input = (name: string) => linesOf(reference(`input-${name}.txt`));
const expected = (direction: string) => linesOf(reference(`expected/${direction}.txt`));
const debian: { configs: Record<string, OpenccConfig>; dictionaries: Record<string, [string, string][]> } = JSON.parse(reference('debian-opencc.json'));
const versionDifferences: Record<string, { line: number; shippedLine: string }[]> = JSON.parse(reference('version-differences.json'));

function debianConverter(configs: string[]) {
  const stages = configs.map((name) =>
    openccConverter(debian.configs[name], (dict) => {
      const trie = new Trie();
      trie.loadDict(debian.dictionaries[dict]);
      return trie;
    }),
  );
  return (text: string) => stages.reduce((current, stage) => stage(current), text);
}

describe.each(CHINESE_DIRECTIONS)('%s against OpenCC’s command-line tool', (direction) => {
  const { input: inputName, configs } = REFERENCE_DIRECTIONS[direction];

  it('the engine with Debian’s dictionaries and configuration gives the tool’s output exactly', () => {
    expect(input(inputName).map(debianConverter(configs))).toEqual(expected(direction));
  });

  it('the shipped dictionaries give the tool’s output but for the listed dictionary-version differences', async () => {
    const shipped = linesOf(await convertChinese(input(inputName).join('\n'), direction));
    const wanted = expected(direction);
    for (const { line, shippedLine } of versionDifferences[direction]) wanted[line - 1] = shippedLine;
    expect(shipped).toEqual(wanted);
  });
});
