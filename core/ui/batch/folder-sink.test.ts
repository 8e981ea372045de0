import { describe, expect, it } from 'vitest';
import { FolderSink, INDEX_FILE } from './folder-sink';
import { MemoryFolder } from './memory-folder';
import type { RowOutput } from './types';

const input = (name: string, text = name) => new File([text], name, { lastModified: 1_700_000_000_000 });
const output = (name: string, text: string, folder?: string): RowOutput => ({ kind: 'file', blob: new Blob([text], { type: 'image/webp' }), name, type: 'image/webp', folder, info: { width: 4 } });
const text = (folder: MemoryFolder, name: string) => folder.files.get(name)!.text();

describe('FolderSink', () => {
  it('writes each output and hands back the folder’s file in place of the bytes', async () => {
    const folder = new MemoryFolder('out');
    const sink = await FolderSink.open(folder, 'image-converter');
    const saved = await sink.save(input('a.jpg'), 'k', [output('a.webp', 'AAAA'), { kind: 'text', label: 'l', text: 't' }]);
    expect(await text(folder, 'a.webp')).toBe('AAAA');
    expect(saved[0]).toMatchObject({ kind: 'file', name: 'a.webp', type: 'image/webp', size: 4, info: { width: 4 } });
    expect(saved[0].kind === 'file' && saved[0].blob).toBeInstanceOf(File);
    expect(saved[1]).toEqual({ kind: 'text', label: 'l', text: 't' });
  });

  it('never overwrites: names collide neither with each other nor with what the folder held', async () => {
    const folder = new MemoryFolder('out');
    folder.files.set('a.webp', new Blob(['old']));
    const sink = await FolderSink.open(folder, 'image-converter');
    await sink.save(input('a.jpg'), 'k', [output('a.webp', 'one')]);
    await sink.save(input('a.png'), 'k', [output('A.webp', 'two')]);
    expect(await text(folder, 'a.webp')).toBe('old');
    expect(await text(folder, 'a (2).webp')).toBe('one');
    expect(await text(folder, 'A (3).webp')).toBe('two');
  });

  it('makes names safe as the ZIP does, and writes into sub-folders', async () => {
    const folder = new MemoryFolder('out');
    const sink = await FolderSink.open(folder, 'favicon-generator');
    await sink.save(input('logo.svg'), 'k', [output('../../favicon.ico', 'ico', 'icons'), output('evil\u202Egpj.exe', 'x')]);
    expect(await folder.folders.get('icons')!.files.get('favicon.ico')!.text()).toBe('ico');
    expect([...folder.files.keys()]).toContain('evilgpj.exe');
  });

  it('a re-run on the same folder finds what an earlier run saved, for the same file and options only', async () => {
    const folder = new MemoryFolder('out');
    const first = await FolderSink.open(folder, 'image-converter');
    await first.save(input('a.jpg'), 'q80', [output('a.webp', 'AAAA', 'sub')]);
    await first.flush();
    expect(JSON.parse(await text(folder, INDEX_FILE)).localbox).toBe(1);

    const again = await FolderSink.open(folder, 'image-converter');
    const found = await again.alreadySaved(input('a.jpg'), 'q80');
    expect(found).toHaveLength(1);
    expect(found![0]).toMatchObject({ name: 'a.webp', folder: 'sub', size: 4 });
    expect(await again.alreadySaved(input('a.jpg'), 'q50')).toBeUndefined();
    expect(await again.alreadySaved(input('a.jpg', 'other bytes'), 'q80')).toBeUndefined();
    expect(await (await FolderSink.open(folder, 'image-resize')).alreadySaved(input('a.jpg'), 'q80')).toBeUndefined();
  });

  it('redoes a file whose saved output was deleted since', async () => {
    const folder = new MemoryFolder('out');
    const first = await FolderSink.open(folder, 'image-converter');
    await first.save(input('a.jpg'), 'k', [output('a.webp', 'AAAA')]);
    await first.flush();
    folder.files.delete('a.webp');
    expect(await (await FolderSink.open(folder, 'image-converter')).alreadySaved(input('a.jpg'), 'k')).toBeUndefined();
  });

  it('an index that is not ours is ignored, not trusted', async () => {
    for (const junk of ['{', '[]', '{"localbox":1,"saved":{"x":"../../etc"}}', JSON.stringify({ localbox: 2, saved: {} })]) {
      const folder = new MemoryFolder('out');
      folder.files.set(INDEX_FILE, new Blob([junk]));
      const sink = await FolderSink.open(folder, 'image-converter');
      expect(await sink.alreadySaved(input('x'), 'k')).toBeUndefined();
    }
  });

  it('writes the index once for a burst of rows, not once per row', async () => {
    const folder = new MemoryFolder('out');
    const sink = await FolderSink.open(folder, 'image-converter');
    await Promise.all(Array.from({ length: 50 }, (_, i) => sink.save(input(`${i}.jpg`), 'k', [output(`${i}.webp`, 'x')])));
    await sink.flush();
    expect(folder.writes).toBe(51);
    expect(Object.keys(JSON.parse(await text(folder, INDEX_FILE)).saved)).toHaveLength(50);
  });
});
