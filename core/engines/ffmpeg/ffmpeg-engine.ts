/// <reference lib="webworker" />
/**
 * ffmpeg.wasm for the media tools, run from their engine worker. One FFmpeg instance per worker,
 * kept warm between jobs (its own nested worker runs the wasm, so this worker stays free to hear a
 * cancel). States: not loaded → loading (bytes) → loaded; a failed load resets so the next job retries,
 * concurrent jobs share one load. Inputs are mounted read-only with WORKERFS (the Blob is read in
 * place, never copied whole into wasm memory); the output comes back as a Blob.
 */
import { FFmpeg, FFFSType } from '@ffmpeg/ffmpeg';
import { createEngineLoader, type EngineLoader } from '../../processing/engine-loader';
import { ProcessingError } from '../../processing/errors';
import { abortError, type EngineContext } from '../engine-context';
import { ffmpegCoreFiles, ffmpegFlavour, ffmpegThreads, type FfmpegFlavour } from './core-files';
import { lastErrorLine, parseDurationLine, progressFraction } from './log';

export interface LoadedFfmpeg {
  ffmpeg: FFmpeg;
  flavour: FfmpegFlavour;
  threads: number;
}

export interface FfmpegRun {
  input: Blob;
  /** Extension of the input file, kept on the mounted name (e.g. ".avi"); ffmpeg probes the bytes anyway. */
  inputExtension: string;
  /** Output extension: ffmpeg picks the muxer from it (".mp3", ".m4a", …). */
  outputExtension: string;
  outputType: string;
  /** The command line between input and output: `-i` and the output path are added here. */
  args: (threads: number) => string[];
  /** Known duration for progress; when absent, the "Duration:" log line is used. */
  durationSeconds?: number;
}

export interface FfmpegResult {
  blob: Blob;
  /** The input's duration as ffmpeg read it. */
  inputDurationSeconds?: number;
  flavour: FfmpegFlavour;
}

/** The two error texts @ffmpeg/ffmpeg throws that say the engine went away under a job. */
const NOT_LOADED = /not loaded/i;
const TERMINATED = /terminate/i;

async function loadFfmpeg(onBytes?: (fraction: number) => void): Promise<LoadedFfmpeg> {
  const scope = self as unknown as WorkerGlobalScope;
  const flavour = ffmpegFlavour(scope.crossOriginIsolated === true);
  const files = ffmpegCoreFiles(flavour, scope.location.origin);
  await warmEngineFile(files.wasmURL, onBytes);
  const ffmpeg = new FFmpeg();
  try {
    await ffmpeg.load({ coreURL: files.coreURL, wasmURL: files.wasmURL, workerURL: files.workerURL });
  } catch (error) {
    ffmpeg.terminate();
    throw new ProcessingError('errors.engineLoad', `ffmpeg failed to load: ${String(error)}`);
  }
  return { ffmpeg, flavour, threads: ffmpegThreads(flavour, scope.navigator.hardwareConcurrency) };
}

/**
 * Downloads the 32 MB wasm once with byte progress, so the row can show "loading (bytes)"; ffmpeg's
 * own fetch then comes from the HTTP or service-worker cache. A body shorter than its
 * Content-Length fails the load (and it resets for the next try).
 */
async function warmEngineFile(url: string, onBytes?: (fraction: number) => void): Promise<void> {
  const response = await fetch(url).catch((error: unknown) => {
    throw new ProcessingError('errors.engineDownload', `Engine download failed: ${String(error)}`);
  });
  if (!response.ok) throw new ProcessingError('errors.engineDownload', `Engine download failed: HTTP ${response.status}`);
  const reader = response.body?.getReader();
  if (!reader) throw new ProcessingError('errors.engineDownload', 'Engine download failed: no body reader');
  const declared = Number(response.headers.get('Content-Length')) || 0;
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (declared) onBytes?.(Math.min(1, received / declared));
  }
  if (declared && received !== declared) {
    throw new ProcessingError('errors.engineDownload', `Engine download incomplete: ${received} of ${declared} bytes`);
  }
}

let loadProgress: ((fraction: number) => void) | undefined;
const loader: EngineLoader<LoadedFfmpeg> = createEngineLoader(() => loadFfmpeg((fraction) => loadProgress?.(fraction)));

/** The engine state, for tests and for the row's "loading engine" stage. */
export function ffmpegEngineState() {
  return loader.state;
}

let runCounter = 0;

/** Runs one ffmpeg command on a Blob and returns the output as a Blob. */
export async function runFfmpeg(run: FfmpegRun, ctx: EngineContext): Promise<FfmpegResult> {
  if (ctx.signal.aborted) throw abortError();
  try {
    return await runOnce(run, ctx);
  } catch (error) {
    // The engine died between jobs (a cancel terminated it, or it crashed): load again once.
    if (!ctx.signal.aborted && error instanceof Error && NOT_LOADED.test(error.message)) {
      loader.reset();
      return runOnce(run, ctx);
    }
    throw error;
  }
}

async function runOnce(run: FfmpegRun, ctx: EngineContext): Promise<FfmpegResult> {
  if (loader.state !== 'loaded') ctx.progress(0, 'loading-engine');
  loadProgress = (fraction) => ctx.progress(fraction, 'loading-engine');
  const engine = await loader.get();
  loadProgress = undefined;
  const { ffmpeg } = engine;
  const id = ++runCounter;
  const dir = `/job${id}`;
  const inputPath = `${dir}/input${run.inputExtension}`;
  const outputPath = `/out${id}${run.outputExtension}`;
  const log: string[] = [];
  let duration = run.durationSeconds;

  const onLog = ({ message }: { message: string }) => {
    log.push(message);
    if (log.length > 200) log.shift();
    duration ??= parseDurationLine(message);
  };
  const onProgress = ({ time }: { time: number }) => {
    const fraction = progressFraction(time, duration);
    if (fraction !== undefined) ctx.progress(fraction, 'encoding');
  };
  const onAbort = () => {
    // Stops the wasm mid-command; every pending call rejects with "called terminate".
    ffmpeg.terminate();
    loader.reset();
  };
  ffmpeg.on('log', onLog);
  ffmpeg.on('progress', onProgress);
  ctx.signal.addEventListener('abort', onAbort, { once: true });
  let mounted = false;
  try {
    ctx.progress(0, 'reading');
    await ffmpeg.createDir(dir);
    await ffmpeg.mount(FFFSType.WORKERFS, { blobs: [{ name: `input${run.inputExtension}`, data: run.input }] }, dir);
    mounted = true;
    ctx.progress(0, 'encoding');
    const code = await ffmpeg.exec(['-hide_banner', '-nostdin', '-y', '-i', inputPath, ...run.args(engine.threads), outputPath]);
    if (code !== 0) {
      const detail = lastErrorLine(log) ?? `ffmpeg exited with code ${code}`;
      throw new ProcessingError('errors.decode', detail);
    }
    ctx.progress(1, 'packaging');
    const data = await ffmpeg.readFile(outputPath);
    await ffmpeg.deleteFile(outputPath).catch(() => undefined);
    if (typeof data === 'string' || data.byteLength === 0) throw new ProcessingError('errors.decode', lastErrorLine(log) ?? 'ffmpeg wrote no output');
    return {
      blob: new Blob([data as Uint8Array<ArrayBuffer>], { type: run.outputType }),
      inputDurationSeconds: log.map(parseDurationLine).find((d) => d !== undefined),
      flavour: engine.flavour,
    };
  } catch (error) {
    if (ctx.signal.aborted) throw abortError();
    if (error instanceof Error && TERMINATED.test(error.message)) {
      loader.reset();
      throw new ProcessingError('errors.engineTerminated', 'ffmpeg was terminated (called terminate)');
    }
    throw error;
  } finally {
    ctx.signal.removeEventListener('abort', onAbort);
    if (!ctx.signal.aborted && loader.state === 'loaded') {
      ffmpeg.off('log', onLog);
      ffmpeg.off('progress', onProgress);
      if (mounted) await ffmpeg.unmount(dir).catch(() => undefined);
      await ffmpeg.deleteDir(dir).catch(() => undefined);
    }
  }
}
