import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../../../core/processing/errors';
import { checkMediaOutput } from './output-check';
import type { MediaFacts } from './probe';

const video = (packets: number, durationSeconds?: number): MediaFacts => ({
  readable: true,
  durationSeconds,
  video: { codec: 'avc', width: 64, height: 64, decodable: true, packets, durationSeconds },
});
const failure = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error instanceof ProcessingError ? { key: error.key, params: error.params } : String(error);
  }
  return null;
};

describe('checkMediaOutput', () => {
  it('passes a result with frames that lasts about as long as its source', () => {
    expect(failure(() => checkMediaOutput('video', video(10, 0.98), 1))).toBeNull();
    expect(failure(() => checkMediaOutput('video', video(10, 1)))).toBeNull();
  });

  it('fails a result with no frames, no video track or nothing readable (a cut-off MP4 made a 152-byte file)', () => {
    expect(failure(() => checkMediaOutput('video', video(0, 1), 1))).toMatchObject({ key: 'errors.emptyOutput' });
    expect(failure(() => checkMediaOutput('video', video(3, undefined), 1))).toMatchObject({ key: 'errors.emptyOutput' });
    expect(failure(() => checkMediaOutput('video', { readable: true, durationSeconds: 1 }, 1))).toMatchObject({ key: 'errors.emptyOutput' });
    expect(failure(() => checkMediaOutput('audio', { readable: false }))).toMatchObject({ key: 'errors.emptyOutput' });
  });

  it('fails a result far shorter than its source, saying both lengths', () => {
    expect(failure(() => checkMediaOutput('video', video(4, 0.4), 10))).toEqual({ key: 'errors.shortOutput', params: { seconds: 0.4, sourceSeconds: 10 } });
  });
});
