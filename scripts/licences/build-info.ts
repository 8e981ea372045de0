import { execFileSync } from 'node:child_process';

/** The commit this build is made from: LOCALBOX_COMMIT, else git's HEAD, else "unknown". */
export function buildCommit(): string {
  if (process.env.LOCALBOX_COMMIT) return process.env.LOCALBOX_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}
