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

/** The notice shipped as /third-party-licenses.txt: every bundled package, its licence and text. */
export function renderNotice(dirs: Iterable<string>): string {
  const entries = [...dirs]
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      const license = typeof pkg.license === 'string' ? pkg.license : (pkg.license?.type ?? 'UNKNOWN');
      return { name: `${pkg.name}@${pkg.version}`, license, text: licenseText(dir) };
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

export function thirdPartyLicenses({ emit }: { emit: boolean }): Plugin {
  return {
    name: 'localbox-third-party-licenses',
    apply: 'build',
    generateBundle(_options, bundle) {
      collect(bundle as never);
      if (emit) this.emitFile({ type: 'asset', fileName: 'third-party-licenses.txt', source: renderNotice(bundledPackageDirs) });
    },
  };
}
