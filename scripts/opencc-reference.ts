/**
 * Compares text-converter's Chinese conversions with OpenCC's command-line tool (Debian's `opencc`,
 * `apt-get install opencc`) on real text: the zh_CN, zh_TW and ja message catalogues and Vim tutors
 * of the installed Debian packages, gathered into .fixtures/opencc (git-ignored).
 *
 *   npx tsx scripts/opencc-reference.ts check     agreement per direction, shipped and with Debian's dictionaries
 *   npx tsx scripts/opencc-reference.ts fixtures  rewrites the unit test's reference (plugins/text-converter/opencc/reference)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Trie } from 'opencc-js/core';
import { CHINESE_DIRECTIONS, convertChinese, type ChineseDirection } from '../plugins/text-converter/chinese';
import { dictionaryNames, openccConverter, type DictionarySpec, type OpenccConfig } from '../plugins/text-converter/opencc/engine';
import { REFERENCE_DIRECTIONS, type ReferenceInput } from '../plugins/text-converter/opencc/reference-directions';

const OPENCC_DATA = '/usr/share/opencc';
const WORK = '.fixtures/opencc';
const REFERENCE = 'plugins/text-converter/opencc/reference';
/** The committed excerpt: GNU coreutils' translations (GPL-3.0-or-later), this many characters per script. */
const EXCERPT_CHARS = 1200;

const hasCjk = (line: string) => /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/u.test(line);

/** The translations (msgstr) of a gettext .mo catalogue. */
function moTranslations(file: string): string[] {
  const mo = readFileSync(file);
  const read = mo.readUInt32LE(0) === 0x950412de ? (at: number) => mo.readUInt32LE(at) : (at: number) => mo.readUInt32BE(at);
  const count = read(8);
  const table = read(16);
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    const length = read(table + i * 8);
    const offset = read(table + i * 8 + 4);
    texts.push(mo.subarray(offset, offset + length).toString('utf8'));
  }
  return texts.slice(1); // the first is the catalogue's header
}

const LOCALES: Record<ReferenceInput, { locale: string; tutor: string }> = {
  hans: { locale: 'zh_CN', tutor: 'tutor.zh_cn.utf-8' },
  hant: { locale: 'zh_TW', tutor: 'tutor.zh_tw.utf-8' },
  ja: { locale: 'ja', tutor: 'tutor.ja.utf-8' },
};

/** Distinct lines with CJK characters, coreutils' first (the committed excerpt is taken from its start). */
function realText(input: ReferenceInput, coreutilsOnly = false): string[] {
  const { locale, tutor } = LOCALES[input];
  const dir = `/usr/share/locale/${locale}/LC_MESSAGES`;
  const catalogues = ['coreutils.mo', ...(coreutilsOnly ? [] : readdirSync(dir).filter((name) => name !== 'coreutils.mo'))];
  const texts = catalogues.flatMap((name) => moTranslations(path.join(dir, name)));
  const tutorFile = `/usr/share/vim/vim90/tutor/${tutor}`;
  if (!coreutilsOnly && existsSync(tutorFile)) texts.push(readFileSync(tutorFile, 'utf8'));
  // Catalogues in other encodings (EUC-JP) decode with replacement characters: left out.
  const lines = texts
    .filter((text) => !text.includes('\uFFFD'))
    .flatMap((text) => text.split(/[\n\0]/)).map((line) => line.trim()).filter(hasCjk);
  return [...new Set(lines)];
}

function excerpt(input: ReferenceInput): string[] {
  const lines: string[] = [];
  let chars = 0;
  for (const line of realText(input, true)) {
    if (chars >= EXCERPT_CHARS) break;
    if (line.length > 160 || /\p{Cc}/u.test(line)) continue;
    lines.push(line);
    chars += [...line].length;
  }
  return lines;
}

/** OpenCC's command-line tool, one configuration after another. */
function cli(configs: string[], lines: string[]): string[] {
  let text = lines.join('\n') + '\n';
  for (const config of configs) {
    text = execFileSync('opencc', ['-c', path.join(OPENCC_DATA, `${config}.json`)], { input: text, maxBuffer: 1 << 28 }).toString('utf8');
  }
  return text.replace(/\n$/, '').split('\n');
}

interface DebianDictSpec {
  type: string;
  file?: string;
  match_policy?: string;
  dicts?: DebianDictSpec[];
}
const specOf = (dict: DebianDictSpec): DictionarySpec =>
  dict.type === 'group' ? { policy: dict.match_policy === 'union' ? 'longest' : 'first', dicts: dict.dicts!.map(specOf) } : dict.file!.replace(/\.ocd2$/, '');

/** Debian's configuration file in the engine's terms. */
function debianConfig(name: string): OpenccConfig {
  const json = JSON.parse(readFileSync(path.join(OPENCC_DATA, `${name}.json`), 'utf8'));
  return {
    ...(json.normalization && { normalization: json.normalization.map((step: { dict: DebianDictSpec }) => specOf(step.dict)) }),
    ...(json.segmentation && { segmentation: specOf(json.segmentation.dict) }),
    chain: json.conversion_chain.map((step: { dict: DebianDictSpec }) => specOf(step.dict)),
  };
}

/** Debian's dictionary as [key, first candidate] pairs (as OpenCC converts: the first candidate). */
function debianEntries(name: string): [string, string][] {
  mkdirSync(`${WORK}/debian-dictionaries`, { recursive: true });
  const text = `${WORK}/debian-dictionaries/${name}.txt`;
  if (!existsSync(text)) execFileSync('opencc_dict', ['-i', path.join(OPENCC_DATA, `${name}.ocd2`), '-o', text, '-f', 'ocd2', '-t', 'text']);
  return readFileSync(text, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [key, values] = line.split('\t');
      return [key, values.split(' ')[0]];
    });
}

function trieOf(entries: [string, string][]) {
  const trie = new Trie();
  trie.loadDict(entries);
  return trie;
}

/** A configuration run by the shipped engine over Debian's dictionaries. */
function debianStages(config: OpenccConfig) {
  const tries = new Map(dictionaryNames(config).map((dict) => [dict, trieOf(debianEntries(dict))]));
  return openccConverter(config, (dict) => tries.get(dict)!);
}

/** Debian's configurations, one after another, run by the shipped engine over Debian's dictionaries. */
function debianConverter(configs: string[]) {
  const stages = configs.map((name) => debianStages(debianConfig(name)));
  return (line: string) => stages.reduce((text, stage) => stage(text), line);
}

const shipped = async (direction: ChineseDirection, lines: string[]) => (await convertChinese(lines.join('\n'), direction)).split('\n');

function agreement(ours: string[], reference: string[]) {
  let sameLines = 0;
  let chars = 0;
  let sameChars = 0;
  reference.forEach((expected, i) => {
    const a = [...expected];
    const b = [...(ours[i] ?? '')];
    chars += a.length;
    if (ours[i] === expected) sameLines++;
    if (a.length === b.length) sameChars += a.filter((c, k) => c === b[k]).length;
  });
  return { lines: reference.length, sameLines, chars, sameChars };
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(part === whole ? 0 : 2)}%`;

async function check() {
  const commonest: string[] = [];
  console.log('| direction | lines | characters | shipped: lines equal | shipped: characters equal | Debian dictionaries: lines equal |');
  console.log('|---|---|---|---|---|---|');
  for (const direction of CHINESE_DIRECTIONS) {
    const { input, configs } = REFERENCE_DIRECTIONS[direction];
    const lines = realText(input);
    const reference = cli(configs, lines);
    const converted = await shipped(direction, lines);
    const ours = agreement(converted, reference);
    const engine = debianConverter(configs);
    const withDebian = agreement(lines.map(engine), reference);
    console.log(
      `| ${direction} | ${ours.lines} | ${ours.chars} | ${percent(ours.sameLines, ours.lines)} | ${percent(ours.sameChars, ours.chars)} | ${percent(withDebian.sameLines, withDebian.lines)} |`,
    );
    const stretches = new Map<string, number>();
    reference.forEach((expected, i) => {
      if (converted[i] === expected) return;
      const { cli, shipped } = differingStretch(expected, converted[i]);
      stretches.set(`${cli} → ${shipped}`, (stretches.get(`${cli} → ${shipped}`) ?? 0) + 1);
    });
    commonest.push(`${direction}: ${[...stretches].sort((x, y) => y[1] - x[1]).slice(0, 8).map(([stretch, n]) => `${stretch} (${n})`).join(', ')}`);
  }
  console.log(`\nCommonest differences (CLI → shipped, lines):\n${commonest.join('\n')}`);
}

/** The differing stretch of two lines, with one character of context either side. */
function differingStretch(expected: string, actual: string) {
  const a = [...expected];
  const b = [...actual];
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const from = Math.max(0, start - 1);
  return { cli: a.slice(from, a.length - end + 1).join(''), shipped: b.slice(from, b.length - end + 1).join('') };
}

async function fixtures() {
  mkdirSync(`${REFERENCE}/expected`, { recursive: true });
  const inputs = Object.fromEntries((Object.keys(LOCALES) as ReferenceInput[]).map((input) => [input, excerpt(input)])) as Record<ReferenceInput, string[]>;
  for (const [input, lines] of Object.entries(inputs)) writeFileSync(`${REFERENCE}/input-${input}.txt`, lines.join('\n') + '\n');

  const used = new Map<string, Map<string, string>>();
  const debianConfigs: Record<string, OpenccConfig> = {};
  const differences: Record<string, { line: number; cli: string; shipped: string; shippedLine: string }[]> = {};
  for (const direction of CHINESE_DIRECTIONS) {
    const { input, configs } = REFERENCE_DIRECTIONS[direction];
    const lines = inputs[input];
    const reference = cli(configs, lines);
    writeFileSync(`${REFERENCE}/expected/${direction}.txt`, reference.join('\n') + '\n');
    for (const config of configs) debianConfigs[config] = debianConfig(config);
    // Keep each Debian entry whose key occurs in the text some stage sees: no other can match.
    let stageInputs = lines;
    for (const name of configs) {
      const config = debianConfig(name);
      const seen = [...stageInputs];
      for (let k = 1; k < config.chain.length; k++) seen.push(...stageInputs.map(debianStages({ ...config, chain: config.chain.slice(0, k) })));
      for (const dict of dictionaryNames(config)) {
        const kept = used.get(dict) ?? new Map<string, string>();
        for (const [key, value] of debianEntries(dict)) if (seen.some((text) => text.includes(key))) kept.set(key, value);
        used.set(dict, kept);
      }
      stageInputs = stageInputs.map(debianStages(config));
    }
    const ours = await shipped(direction, lines);
    differences[direction] = reference.flatMap((expected, line) => (ours[line] === expected ? [] : [{ line: line + 1, ...differingStretch(expected, ours[line]), shippedLine: ours[line] }]));
  }
  const dictionaries = Object.fromEntries([...used].map(([dict, entries]) => [dict, [...entries].sort()]));
  writeFileSync(`${REFERENCE}/debian-opencc.json`, JSON.stringify({ configs: debianConfigs, dictionaries }, null, 1) + '\n');
  writeFileSync(`${REFERENCE}/version-differences.json`, JSON.stringify(differences, null, 1) + '\n');
}

const command = process.argv[2];
if (command === 'check') await check();
else if (command === 'fixtures') await fixtures();
else console.error('usage: npx tsx scripts/opencc-reference.ts check|fixtures');
