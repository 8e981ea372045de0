import { chromium } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectProblems } from './plugin-sources';
import { scaffoldPlugin } from './new-plugin';
import { chromiumLaunchOptions } from '../tests/browser-launch';

const repo = process.cwd();
const work = mkdtempSync(path.join(tmpdir(), 'localbox-scaffold-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A port nothing listens on now, so a server from another test run cannot answer for ours. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not start`);
}

/** A copy of the project's committed sources (node_modules linked) to scaffold into. */
function copyProject(): string {
  const root = path.join(work, 'project');
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of tracked) cpSync(path.join(repo, file), path.join(root, file));
  symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'));
  return root;
}

describe('npm run new-plugin', () => {
  const root = copyProject();
  const written = scaffoldPlugin(root, 'hello-tool', 'text');

  it('writes a manifest, screen, options, processor, six locales, a unit test and a browser test, all in its folder', () => {
    expect(written.every((file) => file.startsWith('plugins/hello-tool/'))).toBe(true);
    expect(written.sort()).toEqual(
      [
        'plugins/hello-tool/job.ts',
        'plugins/hello-tool/manifest.ts',
        'plugins/hello-tool/options.ts',
        'plugins/hello-tool/options-panel.tsx',
        'plugins/hello-tool/processor.ts',
        'plugins/hello-tool/screen.tsx',
        'plugins/hello-tool/transform.ts',
        'plugins/hello-tool/transform.test.ts',
        ...['de', 'en', 'ja', 'ko', 'zh-TW', 'zh'].map((l) => `plugins/hello-tool/locales/${l}.json`),
        'plugins/hello-tool/hello-tool.spec.ts',
      ].sort(),
    );
  });

  it('passes the plugin and locale checks with no other file edited', async () => {
    expect(await collectProblems(root)).toEqual([]);
  });

  it('refuses a bad id, an unknown category and an existing folder', () => {
    expect(() => scaffoldPlugin(root, 'Bad_Id', 'text')).toThrow(/kebab-case/);
    expect(() => scaffoldPlugin(root, 'other', 'music' as never)).toThrow(/Unknown category/);
    expect(() => scaffoldPlugin(root, 'hello-tool', 'text')).toThrow(/already exists/);
  });

  it('type-checks, its unit test passes, and the build routes it and bundles its processor', () => {
    const run = (bin: string, args: string[]) => {
      try {
        return execFileSync(path.join(root, 'node_modules/.bin', bin), args, { cwd: root, stdio: 'pipe', encoding: 'utf8' });
      } catch (error) {
        const { stdout, stderr } = error as { stdout: string; stderr: string };
        throw new Error(`${bin} failed:\n${stdout}\n${stderr}`);
      }
    };
    run('tsc', ['-p', 'tsconfig.json', '--noEmit']);
    run('vitest', ['run', 'plugins/hello-tool', '--root', root]);
    run('vite', ['build', '--outDir', path.join(work, 'dist'), '--logLevel', 'error']);
    const assets = execFileSync('ls', [path.join(work, 'dist/assets')], { encoding: 'utf8' });
    const bundle = assets
      .split('\n')
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(work, 'dist/assets', f), 'utf8'))
      .join('\n');
    expect(bundle).toContain('/text/hello-tool');
    expect(assets).toMatch(/processor-[\w-]+\.js/);
  }, 240_000);

  it('in a real browser: routed with its title, listed in the sidebar, found by search, processes a file', async () => {
    const port = await freePort();
    const server = spawn(path.join(root, 'node_modules/.bin/vite'), ['preview', '--outDir', path.join(work, 'dist'), '--port', String(port), '--strictPort'], { cwd: root, stdio: 'pipe' });
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      await waitForServer(`http://localhost:${port}/`);
      const page = await browser.newPage();
      await page.goto(`http://localhost:${port}/text/hello-tool`);
      await page.getByRole('heading', { name: 'Hello Tool' }).waitFor();
      expect(await page.title()).toBe('Hello Tool – Localbox');
      await page.getByRole('searchbox').fill('hello t');
      const links = page.getByTestId('sidebar').getByRole('link');
      expect(await links.allTextContents()).toEqual(['Hello Tool']);
      await page.getByTestId('upload-input').setInputFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('abc') });
      await page.locator('[data-testid="result-row"][data-status="done"]').waitFor();
    } finally {
      await browser.close();
      server.kill();
    }
  }, 120_000);
});
