import { describe, expect, it } from 'vitest';
import type { JobOutput } from '../../processing/processor';
import { outputSize, toRowOutputs } from './outputs';
import type { RowFileOutput } from './types';

describe('toRowOutputs', () => {
  it('knows a file output’s size at once and makes its Blob only when first read, once', async () => {
    const data = new Blob([new Uint8Array([1, 2, 3, 4, 5])], { type: 'application/octet-stream' });
    let slices = 0;
    const slice = data.slice.bind(data);
    data.slice = (...args) => (slices++, slice(...args));
    const [row] = toRowOutputs({ kind: 'file', name: 'a.png', type: 'image/png', data } satisfies JobOutput) as RowFileOutput[];
    expect(outputSize(row)).toBe(5);
    expect(slices).toBe(0);
    expect(row.blob.type).toBe('image/png');
    expect(row.blob).toBe(row.blob);
    expect(slices).toBe(1);
    expect([...new Uint8Array(await row.blob.arrayBuffer())]).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the bytes in a spread copy and sizes bytes given as an ArrayBuffer', async () => {
    const [row] = toRowOutputs({ kind: 'file', name: 'a.webp', type: 'image/webp', data: new Uint8Array([9, 8, 7]).buffer }) as RowFileOutput[];
    expect(row.size).toBe(3);
    const copy = { ...row, info: { width: 1 } };
    expect(copy.blob.size).toBe(3);
    expect([...new Uint8Array(await copy.blob.arrayBuffer())]).toEqual([9, 8, 7]);
  });
});
