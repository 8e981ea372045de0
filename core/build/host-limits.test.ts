import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HOST_LIMITS, hostLimitProblems } from './host-limits';

describe("the hosts' limits", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  /** A build of empty files of the given sizes (sparse: nothing is written). */
  const build = (sizes: Record<string, number>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'localbox-limits-'));
    dirs.push(dir);
    for (const [name, size] of Object.entries(sizes)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), '');
      truncateSync(path.join(dir, name), size);
    }
    return dir;
  };

  it("names a file over Cloudflare Pages' 25 MiB, and the host", () => {
    const dir = build({ 'engines/ffmpeg/0.12.10/mt/ffmpeg-core.wasm': 32_718_323, 'index.html': 2000 });
    expect(hostLimitProblems(dir)).toEqual([`${path.join('engines/ffmpeg/0.12.10/mt/ffmpeg-core.wasm')}: 31.2 MiB, over Cloudflare Pages's 25.0 MiB per file`]);
  });

  it('accepts a file of exactly the limit', () => {
    expect(hostLimitProblems(build({ 'a.wasm': 25 * 1024 * 1024 }))).toEqual([]);
  });

  it('counts the files', () => {
    const dir = build({ 'a.js': 1, 'b/c.js': 1, 'b/d.js': 1 });
    expect(hostLimitProblems(dir, [{ ...HOST_LIMITS[0], maxFiles: 2 }])).toEqual(["3 files, over Cloudflare Pages's 2 per site"]);
  });
});
