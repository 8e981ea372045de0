import type { JobInput, ProcessContext, Stage } from '../processor';

/** A JobInput for unit tests: the bytes as a Blob, like a dropped file. */
export function jobInput(bytes: Uint8Array | ArrayBuffer | string, name = 'input.bin', type = ''): JobInput {
  const file = new Blob([bytes as BlobPart], { type });
  return { file, name, type, size: file.size };
}

/** A ProcessContext that records progress; `abort()` fires its signal. */
export function testContext() {
  const controller = new AbortController();
  const progress: Array<{ fraction: number; stage?: Stage }> = [];
  const context: ProcessContext = {
    progress: (fraction, stage) => progress.push({ fraction, stage }),
    signal: controller.signal,
  };
  return { context, progress, abort: () => controller.abort() };
}
