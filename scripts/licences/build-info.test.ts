import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTime } from './build-info';

afterEach(() => vi.unstubAllEnvs());

describe('the build\'s time, for a reproducible SBOM', () => {
  it('is SOURCE_DATE_EPOCH when set', () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', '1796000000');
    expect(buildTime().toISOString()).toBe(new Date(1796000000 * 1000).toISOString());
  });

  it('is the commit\'s time otherwise, the same on every build of it', () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', undefined);
    const commitTime = Number(execFileSync('git', ['log', '-1', '--format=%ct'], { encoding: 'utf8' }).trim());
    expect(buildTime().getTime()).toBe(commitTime * 1000);
  });
});
