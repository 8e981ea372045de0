import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAGE_CHECKS_HEADER } from './engine-loader';
import { PINS_FILE, engineFiles, pinnedFetch } from './engine-files';

const sri = (bytes: string | Uint8Array) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
const FONT = 'the font bytes';
const PINS = JSON.stringify({ 'a.woff': sri(FONT), 'faces.json': sri('[]') });
const FOLDER = '/engines/x/fonts/';

/** A host serving `files` (path → body); every request's path and page-check header are recorded. */
function host(files: Record<string, string>) {
  const seen: { path: string; checked: string | null }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://x').pathname;
    seen.push({ path, checked: new Headers(init?.headers).get(PAGE_CHECKS_HEADER) });
    return path in files ? new Response(files[path]) : new Response('Not found', { status: 404 });
  }) as typeof fetch;
  return { fetchImpl, seen };
}

describe('engine files checked against the build’s pins', () => {
  it('hands over a file whose bytes its folder’s pins.json names, pins.json itself checked against the build, each fetched once', async () => {
    const { fetchImpl, seen } = host({ [`${FOLDER}${PINS_FILE}`]: PINS, [`${FOLDER}a.woff`]: FONT, [`${FOLDER}faces.json`]: '[]' });
    const files = engineFiles({ [FOLDER]: sri(PINS) }, fetchImpl);
    expect(new TextDecoder().decode(await files.fetch(`${FOLDER}a.woff`))).toBe(FONT);
    expect(new TextDecoder().decode(await files.fetch(`${FOLDER}faces.json`))).toBe('[]');
    expect(seen).toEqual([
      { path: `${FOLDER}${PINS_FILE}`, checked: '1' },
      { path: `${FOLDER}a.woff`, checked: '1' },
      { path: `${FOLDER}faces.json`, checked: '1' },
    ]);
  });

  it('refuses a same-size file that differs, saying it does not match this version', async () => {
    const { fetchImpl } = host({ [`${FOLDER}${PINS_FILE}`]: PINS, [`${FOLDER}a.woff`]: FONT.toUpperCase() });
    await expect(engineFiles({ [FOLDER]: sri(PINS) }, fetchImpl).fetch(`${FOLDER}a.woff`)).rejects.toMatchObject({ key: 'errors.engineMismatch' });
  });

  it('refuses every file of a folder whose pins.json was changed to vouch for other bytes', async () => {
    const forged = JSON.stringify({ 'a.woff': sri(FONT.toUpperCase()), 'faces.json': sri('[]') });
    const { fetchImpl } = host({ [`${FOLDER}${PINS_FILE}`]: forged, [`${FOLDER}a.woff`]: FONT.toUpperCase() });
    await expect(engineFiles({ [FOLDER]: sri(PINS) }, fetchImpl).fetch(`${FOLDER}a.woff`)).rejects.toMatchObject({ key: 'errors.engineMismatch' });
  });

  it('knows which files this version ships, and fetches no other', async () => {
    const { fetchImpl, seen } = host({ [`${FOLDER}${PINS_FILE}`]: PINS });
    const files = engineFiles({ [FOLDER]: sri(PINS) }, fetchImpl);
    expect(await files.has(`${FOLDER}a.woff`)).toBe(true);
    expect(await files.has(`${FOLDER}b.woff`)).toBe(false);
    expect(await files.has(`${FOLDER}constructor`)).toBe(false);
    await expect(files.fetch(`${FOLDER}b.woff`)).rejects.toMatchObject({ key: 'errors.engineMismatch' });
    await expect(files.fetch('/engines/x/other/a.woff')).rejects.toMatchObject({ key: 'errors.engineMismatch' });
    await expect(files.fetch(`${FOLDER}sub/a.woff`)).rejects.toMatchObject({ key: 'errors.engineMismatch' });
    expect(seen.map((request) => request.path)).toEqual([`${FOLDER}${PINS_FILE}`]);
  });

  it('tries pins.json again after a failed download', async () => {
    const files: Record<string, string> = {};
    const { fetchImpl } = host(files);
    const engine = engineFiles({ [FOLDER]: sri(PINS) }, fetchImpl);
    await expect(engine.has(`${FOLDER}a.woff`)).rejects.toMatchObject({ key: 'errors.engineDownload' });
    files[`${FOLDER}${PINS_FILE}`] = PINS;
    expect(await engine.has(`${FOLDER}a.woff`)).toBe(true);
  });
});

describe('the fetch a library downloads engine files with', () => {
  const ORIGIN = 'http://localhost:4173';

  it('answers a pinned folder’s file with its checked bytes, and lets every other request through', async () => {
    const { fetchImpl, seen } = host({ [`${FOLDER}${PINS_FILE}`]: PINS, [`${FOLDER}a.woff`]: FONT, '/other.json': '{}' });
    const libraryFetch = pinnedFetch(fetchImpl, ORIGIN, { [FOLDER]: sri(PINS) });
    expect(await (await libraryFetch(new URL(`${FOLDER}a.woff`, ORIGIN))).text()).toBe(FONT);
    expect(await (await libraryFetch(`${ORIGIN}/other.json`)).text()).toBe('{}');
    expect(await (await libraryFetch(`${FOLDER}${PINS_FILE}`)).text()).toBe(PINS);
    // Another origin's file is none of ours: passed through (the host here answers any origin).
    await libraryFetch(`http://elsewhere.example${FOLDER}a.woff`);
    expect(seen.map((request) => [request.path, request.checked])).toEqual([
      [`${FOLDER}${PINS_FILE}`, '1'],
      [`${FOLDER}a.woff`, '1'],
      ['/other.json', null],
      [`${FOLDER}${PINS_FILE}`, null],
      [`${FOLDER}a.woff`, null],
    ]);
  });

  it('fails a changed file with the mismatch, so the library never gets its bytes', async () => {
    const { fetchImpl } = host({ [`${FOLDER}${PINS_FILE}`]: PINS, [`${FOLDER}a.woff`]: FONT.toUpperCase() });
    await expect(pinnedFetch(fetchImpl, ORIGIN, { [FOLDER]: sri(PINS) })(`${ORIGIN}${FOLDER}a.woff`)).rejects.toMatchObject({ key: 'errors.engineMismatch' });
  });
});
