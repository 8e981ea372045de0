import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonOnce } from './json-once';

afterEach(() => vi.unstubAllGlobals());

describe('jsonOnce', () => {
  it('fetches once for every call, and retries after a failed fetch', async () => {
    const answers = [new Response('nope', { status: 404 }), Response.json({ faces: 2 })];
    const fetch = vi.fn(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetch);
    const faces = jsonOnce<{ faces: number }>('/engines/x/faces.json');
    await expect(faces()).rejects.toThrow('/engines/x/faces.json: HTTP 404');
    await expect(Promise.all([faces(), faces()])).resolves.toEqual([{ faces: 2 }, { faces: 2 }]);
    await expect(faces()).resolves.toEqual({ faces: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
