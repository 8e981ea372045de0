import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPILED_IN, IN_OWN_CODE, type BinarySource } from './compiled-in';
import { MODEL_PROVENANCE } from './model-provenance';
import { PATENTS } from './patents';
import type { PackageInfo } from './package-info';

const RULE = '='.repeat(72);
/** The full licence texts the compiled-in libraries' statements refer to. */
const LICENCE_TEXTS = ['GPL-2.0', 'LGPL-2.0', 'LGPL-2.1', 'GPL-3.0', 'GPL-1.0', 'Apache-2.0', 'CC0-1.0'];

export interface NoticeOptions {
  /** Where licences/ (the compiled-in statements and full texts) lives. */
  licencesDir: string;
  /** The repository's URL at the build's commit (the app's own source). */
  sourceUrl: string;
}

function binarySection(source: BinarySource, licencesDir: string, heading = 'Compiled into this package\'s WebAssembly binaries:'): string {
  const lines = [
    heading,
    `  Exact source: ${source.source}`,
    ...(source.buildScript ? [`  Build script: ${source.buildScript}`] : []),
    ...source.libraries.map((lib) => `  - ${lib.name} ${lib.version} (${lib.licence}${lib.note ? `; ${lib.note}` : ''}): ${lib.source}`),
  ];
  const statements = source.libraries
    .filter((lib, index, all) => all.findIndex((other) => other.file === lib.file) === index)
    .map((lib) => `\n--- ${lib.name} ---\n${readFileSync(path.join(licencesDir, 'compiled-in', lib.file), 'utf8').trim()}\n`);
  return `${lines.join('\n')}\n${statements.join('')}`;
}

function packageSection(pkg: PackageInfo, licencesDir: string, binariesDone: Set<BinarySource>): string {
  const texts = pkg.texts.map((t) => (pkg.texts.length > 1 ? `--- ${t.file} ---\n${t.text}` : t.text)).join('\n\n');
  const carried = pkg.carriedIn ? `Its code ships inside ${pkg.carriedIn}'s files (the installed copy's licence is given).\n` : '';
  const source = `${carried}${pkg.repository ? `Source: ${pkg.repository}\n` : ''}`;
  const binary = COMPILED_IN[pkg.name];
  let compiled = '';
  if (binary && binariesDone.has(binary)) compiled = '\nIts binaries are built from the same source as the package above; see there.\n';
  else if (binary) {
    binariesDone.add(binary);
    compiled = `\n${binarySection(binary, licencesDir)}`;
  }
  return `\n${RULE}\n${pkg.name}@${pkg.version} (${pkg.licence})\n${RULE}\n${source}${texts}\n${compiled}`;
}

/** The notice shipped as /third-party-licenses.txt: every shipped package, its licence, texts and compiled-in libraries. */
export function renderNotice(packages: PackageInfo[], { licencesDir, sourceUrl }: NoticeOptions): string {
  const header = [
    'Localbox is free software under the GNU Affero General Public License, version 3 or (at your',
    'option) any later version (AGPL-3.0-or-later): /LICENSE.txt. Its source code, for this build:',
    sourceUrl,
    '',
    'It ships these third-party packages (every file the site serves comes from the app itself or',
    'from one of them; sbom.cdx.json lists the same in CycloneDX form):',
    '',
    ...packages.map((p) => `- ${p.name}@${p.version} (${p.licence})${p.carriedIn ? `, inside ${p.carriedIn}` : ''}`),
    '',
    'The GPL-licensed ffmpeg.wasm cores (engines/ffmpeg/) are object code; the exact source they were',
    'built from, with its build script, is linked in their section below.',
    '',
    RULE,
    'Patents',
    RULE,
    PATENTS,
    '',
    RULE,
    'Works incorporated into Localbox\'s own code',
    RULE,
    binarySection(IN_OWN_CODE, licencesDir, 'Taken into the app\'s own source:'),
    RULE,
    'The background-removal model',
    RULE,
    MODEL_PROVENANCE,
    '',
  ];
  const binariesDone = new Set<BinarySource>();
  const sections = packages.map((pkg) => packageSection(pkg, licencesDir, binariesDone));
  const texts = LICENCE_TEXTS.map((id) => `\n--- ${id} ---\n${readFileSync(path.join(licencesDir, 'texts', `${id}.txt`), 'utf8').trim()}\n`);
  return [...header, ...sections, `\n${RULE}\nLicence texts referred to above\n${RULE}\n`, ...texts].join('\n');
}
