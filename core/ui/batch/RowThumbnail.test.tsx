// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { RowThumbnail } from './RowThumbnail';
import type { RowFileOutput } from './types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const output = (thumbnail?: string): RowFileOutput => ({
  kind: 'file',
  name: 'photo-compressed.jpg',
  type: 'image/jpeg',
  blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
  info: { width: 640, height: 480 },
  thumbnail,
});

describe('RowThumbnail', () => {
  it("shows the worker's data: URL as it is, in the row's first render", () => {
    const made = 'data:image/webp;base64,UklGRgAAAABXRUJQ';
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<RowThumbnail output={output(made)} />));
    expect(container.querySelector('img')?.getAttribute('src')).toBe(made);
    act(() => root.unmount());
  });

  it('never uses a thumbnail string that is not a data: URL of an image', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<RowThumbnail output={output('data:text/html,<script>alert(1)</script>')} />));
    expect(container.querySelector('img')?.getAttribute('src') ?? '').not.toContain('text/html');
    act(() => root.unmount());
  });
});
