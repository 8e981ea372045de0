import { execFileSync } from 'node:child_process';

const git = (...args: string[]): string | undefined => {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
};

/** The commit this build is made from: LOCALBOX_COMMIT, else git's HEAD, else "unknown". */
export function buildCommit(): string {
  return process.env.LOCALBOX_COMMIT ?? git('rev-parse', 'HEAD') ?? 'unknown';
}

/**
 * When this build's sources were made, so that the same commit gives the same SBOM:
 * SOURCE_DATE_EPOCH (seconds, the reproducible-builds convention), else the commit's time.
 */
export function buildTime(): Date {
  const seconds = Number(process.env.SOURCE_DATE_EPOCH ?? git('log', '-1', '--format=%ct', buildCommit()));
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(0);
}
