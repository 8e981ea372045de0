import path from 'node:path';
import type { Logger, Plugin } from 'vite';
import { hostLimitProblems } from './host-limits';
import { precompress } from './precompress';

const MB = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * Last step of the build (list it after the service worker's plugin, whose files it compresses too):
 * writes the precompressed copies, then fails the build naming each file a host named in
 * deploy/README.md would refuse.
 */
export function hostReadyOutput(): Plugin {
  let outDir = 'dist';
  let logger: Logger | undefined;
  return {
    name: 'localbox-host-ready',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const made = await precompress(outDir);
        logger?.info(`Precompressed ${made.files} files: ${MB(made.bytes)} → ${MB(made.brotliBytes)} brotli, ${MB(made.gzipBytes)} gzip`);
        const problems = hostLimitProblems(outDir);
        if (problems.length) throw new Error(`The build breaks a host's limits (deploy/README.md):\n${problems.map((line) => `  - ${line}`).join('\n')}`);
      },
    },
  };
}
