import { describe, expect, it } from 'vitest';
import { headersFile } from './security-headers';

/** The _headers file as path → header lines, in the order written. */
function rules(file: string): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  let path = '';
  for (const line of file.split('\n').filter(Boolean)) {
    if (line.startsWith('  ')) parsed.get(path)!.push(line.trim());
    else parsed.set((path = line), []);
  }
  return parsed;
}

describe('dist/_headers', () => {
  const written = rules(headersFile());

  it('sends the security headers with every response', () => {
    const all = written.get('/*')!;
    expect(all).toContain('Cross-Origin-Embedder-Policy: require-corp');
    expect(all.find((line) => line.startsWith('Content-Security-Policy:'))).toContain("connect-src 'self';");
  });

  it('keeps hashed assets a year and has the page and service worker checked on every visit', () => {
    expect(written.get('/assets/*')).toEqual(['Cache-Control: public, max-age=31536000, immutable']);
    expect(written.get('/sw.js')).toEqual(['Cache-Control: no-cache']);
    expect(written.get('/index.html')).toEqual(['Cache-Control: no-cache']);
  });
});
