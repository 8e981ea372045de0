import satisfies from 'spdx-satisfies';
import { ALLOWED_LICENCES } from './allow-list';
import type { PackageInfo } from './package-info';

/** Problems with a package's licence: not allowed, unreadable, or without its text. */
export function licenceProblems(pkg: PackageInfo, allowed: Record<string, string> = ALLOWED_LICENCES): string[] {
  const problems: string[] = [];
  let ok = false;
  try {
    ok = satisfies(pkg.licence, Object.keys(allowed));
  } catch {
    problems.push(`${pkg.name}@${pkg.version}: "${pkg.licence}" is not an SPDX expression (state it in scripts/licences/package-info.ts DECLARED)`);
  }
  if (!ok && !problems.length) problems.push(`${pkg.name}@${pkg.version}: ${pkg.licence} is not in the allow-list (scripts/licences/allow-list.ts)`);
  if (!pkg.texts.length) problems.push(`${pkg.name}@${pkg.version}: no licence text in the package (add it to KNOWN_TEXTS in scripts/licences/package-info.ts)`);
  return problems;
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
