import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Packages seen in any bundle (main and workers): workers build first, the main build emits. */
const bundledPackageDirs = new Set<string>();

function packageDirOf(moduleId: string): string | undefined {
  const match = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)/.exec(moduleId.replace(/^\0/, '').split('?')[0]);
  return match?.[1];
}

function licenseText(dir: string): string {
  const file = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name));
  return file ? readFileSync(path.join(dir, file), 'utf8').trim() : '';
}

/** Notices for packages that carry no licence file. */
const KNOWN_TEXTS: Record<string, string> = {
  'twemoji-svg':
    'Emoji graphics from Twemoji, Copyright 2019 Twitter, Inc and other contributors (2023 onwards: the jdecked/twemoji contributors), licensed under CC-BY 4.0: https://creativecommons.org/licenses/by/4.0/ . The package code is MIT.',
  '@ffmpeg/core': 'ffmpeg.wasm core: FFmpeg compiled to WebAssembly, GPL-2.0-or-later (with the libraries it was built with); source at https://github.com/ffmpegwasm/ffmpeg.wasm .',
  '@ffmpeg/core-mt': 'ffmpeg.wasm core (multi-threaded): FFmpeg compiled to WebAssembly, GPL-2.0-or-later; source at https://github.com/ffmpegwasm/ffmpeg.wasm .',
};

/** The notice shipped as /third-party-licenses.txt: every bundled package, its licence and text. */
export function renderNotice(dirs: Iterable<string>): string {
  const entries = [...dirs]
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      const license = typeof pkg.license === 'string' ? pkg.license : (pkg.license?.type ?? 'UNKNOWN');
      return { name: `${pkg.name}@${pkg.version}`, license, text: licenseText(dir) || KNOWN_TEXTS[pkg.name] || '' };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const unique = [...new Map(entries.map((e) => [e.name, e])).values()];
  const header = `Localbox is free software under AGPL-3.0-or-later. It bundles these packages:\n\n${unique.map((e) => `- ${e.name} (${e.license})`).join('\n')}\n`;
  return [header, ...unique.map((e) => `\n${'='.repeat(72)}\n${e.name} — ${e.license}\n${'='.repeat(72)}\n${e.text || '(no licence file in the package)'}\n`)].join('');
}

function collect(bundle: Record<string, { type: string; modules?: Record<string, unknown> }>) {
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.modules) continue;
    for (const id of Object.keys(output.modules)) {
      const dir = packageDirOf(id);
      if (dir) bundledPackageDirs.add(dir);
    }
  }
}

/**
 * Packages whose files the build copies as they are (engines, models, icon and emoji pictures under
 * /engines/): no bundle names them, so they are listed here.
 */
export const SHIPPED_AS_FILES = ['@ffmpeg/core', '@ffmpeg/core-mt', '@imgly/background-removal-data', '@tabler/icons', 'twemoji-svg', ...fontPackages()];

/** The typefaces the favicon generator ships (every @fontsource dependency). */
function fontPackages(): string[] {
  const { dependencies = {} } = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies?: Record<string, string> };
  return Object.keys(dependencies).filter((name) => name.startsWith('@fontsource/'));
}

export function thirdPartyLicenses({ emit }: { emit: boolean }): Plugin {
  return {
    name: 'localbox-third-party-licenses',
    apply: 'build',
    generateBundle(_options, bundle) {
      collect(bundle as never);
      const shipped = SHIPPED_AS_FILES.map((name) => path.resolve('node_modules', name));
      if (emit) this.emitFile({ type: 'asset', fileName: 'third-party-licenses.txt', source: renderNotice([...bundledPackageDirs, ...shipped]) });
    },
  };
}
