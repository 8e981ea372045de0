import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What the static hosts deploy/README.md names accept of a build. Cloudflare Pages: 25 MiB per
 * file, 20,000 files on the free plan (developers.cloudflare.com/pages/platform/limits). Netlify,
 * nginx, Caddy and the container publish no per-file or file-count limit.
 */
export const HOST_LIMITS = [{ host: 'Cloudflare Pages', maxFileBytes: 25 * 1024 * 1024, maxFiles: 20_000 }];

const MiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Every file under `outDir`, relative to it. */
function builtFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((name) => statSync(path.join(outDir, name)).isFile());
}

/** One line per limit the build breaks, naming the file and the host. */
export function hostLimitProblems(outDir: string, limits = HOST_LIMITS): string[] {
  const files = builtFiles(outDir);
  const problems: string[] = [];
  for (const { host, maxFileBytes, maxFiles } of limits) {
    for (const file of files) {
      const { size } = statSync(path.join(outDir, file));
      if (size > maxFileBytes) problems.push(`${file}: ${MiB(size)}, over ${host}'s ${MiB(maxFileBytes)} per file`);
    }
    if (files.length > maxFiles) problems.push(`${files.length} files, over ${host}'s ${maxFiles} per site`);
  }
  return problems;
}
