import { describe, expect, it, vi } from 'vitest';
import { filesOfEvent } from './files-of-event';

const walked: unknown[] = [];
vi.mock('file-selector', () => ({ fromEvent: async (event: unknown) => (walked.push(event), ['walked']) }));

const item = (type: string, isDirectory = false) => {
  const asked = { entry: 0 };
  return { asked, kind: 'file', type, webkitGetAsEntry: () => (asked.entry++, { isDirectory }) };
};
const drop = (items: ReturnType<typeof item>[], files: File[]) => ({ type: 'drop', dataTransfer: { items, files } }) as unknown as DragEvent;

describe('filesOfEvent', () => {
  it('hands a drop of 1,000 typed files over as the browser listed them, asking no item for its entry', async () => {
    const files = Array.from({ length: 1000 }, (_, i) => new File(['x'], `${i}.png`, { type: 'image/png' }));
    const items = files.map(() => item('image/png'));
    const taken = await filesOfEvent(drop(items, files));
    expect(taken).toEqual(files);
    expect(taken[0]).toBe(files[0]);
    expect(items.every((each) => each.asked.entry === 0)).toBe(true);
    expect(walked).toEqual([]);
  });

  it('walks a drop that holds a folder, and the drag events before a drop, with file-selector', async () => {
    const folderDrop = drop([item('image/png'), item('', true)], []);
    expect(await filesOfEvent(folderDrop)).toEqual(['walked']);
    const enter = { type: 'dragenter', dataTransfer: { items: [], files: [] } } as unknown as DragEvent;
    expect(await filesOfEvent(enter)).toEqual(['walked']);
    expect(walked).toEqual([folderDrop, enter]);
  });
});
