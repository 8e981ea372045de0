import satisfies from 'spdx-satisfies';
import { ALLOWED_LICENCES } from './allow-list';
import type { BinarySource } from './compiled-in';
import type { PackageInfo } from './package-info';

/** The GNU ids SPDX deprecated ("GPL-2.0", "LGPL-3.0+"): they do not say whether later versions may be chosen. */
const DEPRECATED_GNU_ID = /\b(?:A|L)?GPL-\d\.\d\+?(?![\w.+-])/;

/**
 * Problems with a licence expression (a package's, or a compiled-in library's, where `where` says
 * where to state it): deprecated ids, not SPDX, or not in the allow-list.
 */
function expressionProblems(owner: string, expression: string, where: string, allowed: Record<string, string> = ALLOWED_LICENCES): string[] {
  const deprecated = DEPRECATED_GNU_ID.exec(expression)?.[0];
  if (deprecated) return [`${owner}: "${deprecated}" is a deprecated SPDX id; state -only or -or-later as its files say (${where})`];
  try {
    if (satisfies(expression, Object.keys(allowed))) return [];
  } catch {
    return [`${owner}: "${expression}" is not an SPDX expression (state it in ${where})`];
  }
  return [`${owner}: ${expression} is not in the allow-list (scripts/licences/allow-list.ts)`];
}

/** Problems with a package's licence: not allowed, unreadable, deprecated, or without its text. */
export function licenceProblems(pkg: PackageInfo, allowed: Record<string, string> = ALLOWED_LICENCES): string[] {
  const problems = expressionProblems(`${pkg.name}@${pkg.version}`, pkg.licence, 'scripts/licences/package-info.ts DECLARED', allowed);
  if (!pkg.texts.length) problems.push(`${pkg.name}@${pkg.version}: no licence text in the package (add it to KNOWN_TEXTS in scripts/licences/package-info.ts)`);
  return problems;
}

/** Problems with the libraries compiled into a package's binaries or taken into the app's code. */
export function compiledInProblems(owner: string, source: BinarySource | undefined, allowed: Record<string, string> = ALLOWED_LICENCES): string[] {
  return (source?.libraries ?? []).flatMap((lib) => expressionProblems(`${owner}: ${lib.name}`, lib.licence, 'scripts/licences/compiled-in.ts', allowed));
}

/**
 * Problems with the build's coverage: a file no bundle or rule claims, or one claimed by a package
 * the notice does not list. `claims` maps each shipped file to the packages it comes from.
 */
export function coverageProblems(files: string[], claims: (file: string) => string[] | undefined, noticed: Set<string>): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const from = claims(file);
    if (!from?.length) problems.push(`${file}: no licence entry (claim it in scripts/licences/shipped-files.ts)`);
    else for (const name of from) if (!noticed.has(name)) problems.push(`${file}: comes from ${name}, which the notice does not list`);
  }
  return problems;
}
