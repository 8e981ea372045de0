import { describe, expect, it, vi } from 'vitest';
import { jsonOnce } from './json-once';

describe('jsonOnce', () => {
  it('fetches once for every call, and retries after a failed fetch', async () => {
    const answers = [Promise.reject(new Error('/engines/x/faces.json: HTTP 404')), Promise.resolve(new TextEncoder().encode('{"faces":2}').buffer)];
    const fetchFile = vi.fn(() => answers.shift()!);
    const faces = jsonOnce<{ faces: number }>('/engines/x/faces.json', fetchFile);
    await expect(faces()).rejects.toThrow('/engines/x/faces.json: HTTP 404');
    await expect(Promise.all([faces(), faces()])).resolves.toEqual([{ faces: 2 }, { faces: 2 }]);
    await expect(faces()).resolves.toEqual({ faces: 2 });
    expect(fetchFile).toHaveBeenCalledTimes(2);
  });
});
