/** Node-side (tests only): applies a unified patch with GNU patch, as a reader of the patch would. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** True when `patch` on the PATH is GNU patch. */
export const hasGnuPatch = spawnSync('patch', ['--version'], { encoding: 'utf8' }).stdout?.startsWith('GNU patch') ?? false;

/** The bytes GNU patch makes of `left` (written as UTF-8) with `patch`; throws with patch's own message if it refuses. */
export function applyWithGnuPatch(left: string, patch: string | Uint8Array): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'gnu-patch-'));
  try {
    writeFileSync(path.join(dir, 'left'), left);
    writeFileSync(path.join(dir, 'changes.patch'), patch);
    // --batch: never ask; -o: write the result beside the input; no .orig or .rej files.
    const run = spawnSync('patch', ['--batch', '--no-backup-if-mismatch', '-r', '-', '-o', 'out', 'left', 'changes.patch'], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
    if (run.status !== 0) throw new Error(`GNU patch refused the patch (exit ${run.status}): ${run.stdout}${run.stderr}`);
    return readFileSync(path.join(dir, 'out'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
