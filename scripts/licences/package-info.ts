import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';

export interface PackageInfo {
  name: string;
  version: string;
  /** An SPDX expression. */
  licence: string;
  /** The source repository as an https URL. */
  repository?: string;
  /** Licence, notice and third-party files of the package, by file name. */
  texts: { file: string; text: string }[];
  /** Set when the package's code ships inside another package's files (scripts/licences/bundled.ts): that package's name. */
  carriedIn?: string;
}

/** LICENSE, LICENCE, COPYING, NOTICE, THIRD_PARTY_LICENSES… with any suffix (LICENSE-MIT.txt, license-mit). */
const LICENCE_FILE = /^(licen[cs]es?|copying|notice|third[-_]?party[-_]?licen[cs]es?)([-._].*)?$/i;

/**
 * Packages whose package.json does not state an SPDX licence, with what their files say.
 * (The data package says "SEE LICENSE IN LICENSE.md", which is the AGPL-3.0 text with no "or later".)
 */
const DECLARED: Record<string, string> = {
  '@imgly/background-removal-data': 'AGPL-3.0-only',
  // "MIT OR SEE LICENSE IN FEEL-FREE.md": we take the MIT choice.
  rgbcolor: 'MIT',
  // States the deprecated "LGPL-3.0" and ships the LGPL 3 text with no "or later" grant.
  'libheif-js': 'LGPL-3.0-only',
};

const mit = (copyright: string) => `MIT License

${copyright}

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.`;

const isc = (copyright: string) => `ISC License

${copyright}

Permission to use, copy, modify, and/or distribute this software for any
purpose with or without fee is hereby granted, provided that the above
copyright notice and this permission notice appear in all copies.

THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES
WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF
MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR
ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES
WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN
ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF
OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.`;

const UNLICENSE = `This is free and unencumbered software released into the public domain.

Anyone is free to copy, modify, publish, use, compile, sell, or distribute this software, either in
source code form or as a compiled binary, for any purpose, commercial or non-commercial, and by any
means.

In jurisdictions that recognize copyright laws, the author or authors of this software dedicate any
and all copyright interest in the software to the public domain. We make this dedication for the
benefit of the public at large and to the detriment of our heirs and successors. We intend this
dedication to be an overt act of relinquishment in perpetuity of all present and future rights to
this software under copyright law.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT
LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN
NO EVENT SHALL THE AUTHORS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF
CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR
OTHER DEALINGS IN THE SOFTWARE.

For more information, please refer to <https://unlicense.org>`;

/**
 * Notices for packages that carry no licence file: their repository's LICENSE where it could be
 * read, else the text of the licence their package.json states, with its author as holder.
 */
const KNOWN_TEXTS: Record<string, string> = {
  '@ffmpeg/ffmpeg': mit('Copyright (c) 2019 Jerome Wu'),
  'react-remove-scroll-bar': mit('Copyright (c) Anton Korzunov (the author named in its package.json)'),
  wouter: `wouter, by Alexey Taktarov and contributors, is released under the Unlicense:\n\n${UNLICENSE}`,
  boolbase: isc('Copyright (c) Felix Boehm <me@feedic.com> (the author named in its package.json)'),
  'onnxruntime-common': mit('Copyright (c) Microsoft Corporation'),
  'onnxruntime-web': `${mit('Copyright (c) Microsoft Corporation')}\n\nThe libraries compiled into its WebAssembly are listed below with their statements; ONNX Runtime's own list: https://github.com/microsoft/onnxruntime/blob/v1.21.0/ThirdPartyNotices.txt`,
  'twemoji-svg':
    'Emoji graphics from Twemoji, Copyright 2019 Twitter, Inc and other contributors (2023 onwards: the jdecked/twemoji contributors), licensed under CC-BY 4.0: https://creativecommons.org/licenses/by/4.0/ . The package code is MIT.',
  '@ffmpeg/core': 'ffmpeg.wasm core: FFmpeg and the libraries below compiled to WebAssembly, GPL-2.0-or-later as a whole. The GNU GPL version 2 is reproduced under "Licence texts" at the end of this notice.',
  '@ffmpeg/core-mt': 'ffmpeg.wasm core (multi-threaded): FFmpeg and the libraries below compiled to WebAssembly, GPL-2.0-or-later as a whole. The GNU GPL version 2 is reproduced under "Licence texts" at the end of this notice.',
};

/**
 * The package's licence files: at its root, in a LICENSES/ folder (one text per licence, as
 * opencc-js has), and one folder down (the @jsquash codecs' codec/LICENSE.codec.md).
 */
function licenceFiles(dir: string, prefix = '', depth = 0): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(prefix, entry.name);
    if (entry.isDirectory()) {
      if (LICENCE_FILE.test(entry.name)) found.push(...readdirSync(path.join(dir, file)).sort().map((inner) => readText(dir, path.join(file, inner))));
      else if (depth === 0 && entry.name !== 'node_modules') found.push(...licenceFiles(dir, file, 1));
    } else if (LICENCE_FILE.test(entry.name) || (depth > 0 && /^licen[cs]e\./i.test(entry.name))) found.push(readText(dir, file));
  }
  return found;
}

const readText = (dir: string, file: string) => ({ file, text: readFileSync(path.join(dir, file), 'utf8').trim() });

const HOSTS: Record<string, string> = { github: 'github.com', gitlab: 'gitlab.com', bitbucket: 'bitbucket.org' };

/** package.json's repository (or homepage) as an https URL: npm's shorthands and git/ssh forms rewritten. */
export function repositoryUrl(pkg: { repository?: string | { url?: string }; homepage?: string }): string | undefined {
  const stated = (typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url) ?? pkg.homepage;
  if (!stated) return undefined;
  const url = stated
    .trim()
    .replace(/^git\+/, '')
    .replace(/^(github|gitlab|bitbucket):/, (_, host: string) => `https://${HOSTS[host]}/`)
    .replace(/^[\w-]+\/[\w.-]+$/, (shorthand) => `https://github.com/${shorthand}`)
    .replace(/^(?:ssh:\/\/)?git@([^:/]+)[:/]/, 'https://$1/')
    .replace(/^(?:git|http):\/\//, 'https://')
    .replace(/\.git(#.*)?$/, '')
    .replace(/#.*$/, '');
  return /^https:\/\/[^\s]+$/.test(url) ? url : undefined;
}

export function readPackage(dir: string): PackageInfo {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const stated = typeof pkg.license === 'string' ? pkg.license : (pkg.license?.type ?? pkg.licenses?.map((l: { type: string }) => l.type).join(' OR '));
  const texts = licenceFiles(dir);
  if (!texts.length && KNOWN_TEXTS[pkg.name]) texts.push({ file: '(notice)', text: KNOWN_TEXTS[pkg.name] });
  return { name: pkg.name, version: pkg.version, licence: DECLARED[pkg.name] ?? stated ?? 'UNKNOWN', repository: repositoryUrl(pkg), texts };
}

/** A package's folder for a module id or file path inside node_modules (the innermost package). */
export function packageDirOf(file: string): string | undefined {
  const match = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)/.exec(file.replace(/^\0/, '').split('?')[0]);
  return match && existsSync(path.join(match[1], 'package.json')) ? realpathSync(match[1]) : undefined;
}
