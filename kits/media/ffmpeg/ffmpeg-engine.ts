/**
 * ffmpeg.wasm for the media tools, run from their engine worker. One FFmpeg instance per worker,
 * kept warm between jobs (its own nested worker runs the wasm, so this worker stays free to hear a
 * cancel). States: not loaded → loading (bytes) → loaded; a failed load resets so the next job retries,
 * concurrent jobs share one load. Inputs are mounted read-only with WORKERFS (the Blob is read in
 * place, never copied whole into wasm memory); the output comes back as a Blob.
 */
import { FFmpeg, FFFSType } from '@ffmpeg/ffmpeg';
import classWorkerURL from './ffmpeg-class.worker?worker&url';
import { createEngineLoader, fetchWithProgress, type EngineLoader } from '../../../core/processing/engine-loader';
import { ProcessingError } from '../../../core/processing/errors';
import { abortError, type EngineContext } from '../engine-context';
import { unpackCoreWasm } from './core-fetch';
import { FFMPEG_ENGINE_BYTES, ffmpegCoreFiles, ffmpegFlavour, ffmpegPinFor, ffmpegThreads, type FfmpegCoreFiles, type FfmpegFlavour } from './core-files';
import { FFPROBE_ARGS, factsFromFfprobe } from './ffprobe';
import { isFatalLine, lastErrorLine, parseDurationLine, progressFraction } from './log';
import type { MediaFacts } from '../webcodecs/probe';

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
/** How long a run that logged a fatal error may take to return before the engine is stopped. */
const FATAL_GRACE_MS = 3000;

async function loadFfmpeg(onBytes?: (fraction: number) => void): Promise<LoadedFfmpeg> {
  const scope = self;
  const flavour = ffmpegFlavour(scope.crossOriginIsolated === true);
  const files = ffmpegCoreFiles(flavour, scope.location.origin);
  await checkCoreWasm(files, onBytes);
  const ffmpeg = new FFmpeg();
  try {
    await ffmpeg.load({ classWorkerURL, coreURL: files.coreURL, wasmURL: files.wasmURL, workerURL: files.workerURL });
  } catch (error) {
    ffmpeg.terminate();
    throw new ProcessingError('errors.engineLoad', `ffmpeg failed to load: ${String(error)}`);
  }
  return { ffmpeg, flavour, threads: ffmpegThreads(flavour, scope.navigator.hardwareConcurrency) };
}

/**
 * Downloads the core's wasm and checks it against the hash this version pinned before the core
 * starts, with byte progress for "loading (bytes)": a wasm that differs fails the load with
 * errors.engineMismatch, first visit included, and is never compiled (checked again where the core
 * compiles it, core-fetch.ts). The core's two scripts are checked by the service worker once it
 * controls the page: fetched here with the page-check header as well, they were never kept for
 * offline use and a visit with the network cut failed.
 */
async function checkCoreWasm(files: FfmpegCoreFiles, onBytes?: (fraction: number) => void): Promise<void> {
  await fetchWithProgress(files.wasmURL, (done, total) => total && onBytes?.(Math.min(1, done / total)), {
    expectedBytes: FFMPEG_ENGINE_BYTES,
    integrity: ffmpegPinFor(files.wasmURL),
    decode: unpackCoreWasm,
  });
}

let loadProgress: ((fraction: number) => void) | undefined;
const loader: EngineLoader<LoadedFfmpeg> = createEngineLoader(() => loadFfmpeg((fraction) => loadProgress?.(fraction)));

let jobCounter = 0;

interface MountedJob {
  engine: LoadedFfmpeg;
  inputPath: string;
  id: number;
  /** The last 200 log lines of this job. */
  log: string[];
}

/**
 * Loads the engine (once), mounts the input read-only, runs `work`, and cleans up. A cancel terminates
 * the engine mid-command and resets the loader; an engine that went away between jobs ("not loaded")
 * is loaded again once.
 */
async function withMountedInput<T>(input: Blob, inputExtension: string, ctx: EngineContext, work: (job: MountedJob) => Promise<T>): Promise<T> {
  if (ctx.signal.aborted) throw abortError();
  try {
    return await mountAndRun(input, inputExtension, ctx, work);
  } catch (error) {
    if (!ctx.signal.aborted && error instanceof Error && NOT_LOADED.test(error.message)) {
      loader.reset();
      return mountAndRun(input, inputExtension, ctx, work);
    }
    throw error;
  }
}

async function mountAndRun<T>(input: Blob, inputExtension: string, ctx: EngineContext, work: (job: MountedJob) => Promise<T>): Promise<T> {
  if (loader.state !== 'loaded') ctx.progress(0, 'loading-engine');
  loadProgress = (fraction) => ctx.progress(fraction, 'loading-engine');
  const engine = await loader.get().finally(() => (loadProgress = undefined));
  const { ffmpeg } = engine;
  const id = ++jobCounter;
  const dir = `/job${id}`;
  const name = `input${inputExtension}`;
  const log: string[] = [];
  const onLog = ({ message }: { message: string }) => {
    log.push(message);
    if (log.length > 200) log.shift();
  };
  const onAbort = () => {
    // Stops the wasm mid-command; every pending call rejects with "called terminate".
    ffmpeg.terminate();
    loader.reset();
  };
  ffmpeg.on('log', onLog);
  ctx.signal.addEventListener('abort', onAbort, { once: true });
  let mounted = false;
  try {
    await ffmpeg.createDir(dir);
    await ffmpeg.mount(FFFSType.WORKERFS, { blobs: [{ name, data: input }] }, dir);
    mounted = true;
    return await work({ engine, inputPath: `${dir}/${name}`, id, log });
  } catch (error) {
    if (ctx.signal.aborted) throw abortError();
    if (error instanceof Error && TERMINATED.test(error.message)) {
      loader.reset();
      throw new ProcessingError('errors.engineTerminated', 'ffmpeg was terminated (called terminate)');
    }
    throw error;
  } finally {
    ctx.signal.removeEventListener('abort', onAbort);
    ffmpeg.off('log', onLog);
    if (!ctx.signal.aborted && loader.state === 'loaded') {
      if (mounted) await ffmpeg.unmount(dir).catch(() => undefined);
      await ffmpeg.deleteDir(dir).catch(() => undefined);
    }
  }
}

/** Reads a file's streams with ffmpeg's own ffprobe, for containers mediabunny cannot open. */
export async function probeWithFfmpeg(input: Blob, inputExtension: string, ctx: EngineContext): Promise<MediaFacts> {
  return withMountedInput(input, inputExtension, ctx, async ({ engine: { ffmpeg }, inputPath, id }) => {
    const outputPath = `/probe${id}.json`;
    await ffmpeg.ffprobe([...FFPROBE_ARGS, inputPath, '-o', outputPath]);
    const json = await ffmpeg.readFile(outputPath, 'utf8').catch(() => '');
    await ffmpeg.deleteFile(outputPath).catch(() => undefined);
    return factsFromFfprobe(typeof json === 'string' ? json : new TextDecoder().decode(json));
  });
}

/** Runs one ffmpeg command on a Blob and returns the output as a Blob. */
export async function runFfmpeg(run: FfmpegRun, ctx: EngineContext): Promise<FfmpegResult> {
  ctx.progress(0, 'reading');
  return withMountedInput(run.input, run.inputExtension, ctx, async ({ engine, inputPath, id, log }) => {
    const { ffmpeg } = engine;
    const outputPath = `/out${id}${run.outputExtension}`;
    let duration = run.durationSeconds;
    const onProgress = ({ time }: { time: number }) => {
      duration ??= log.map(parseDurationLine).find((d) => d !== undefined);
      const fraction = progressFraction(time, duration);
      if (fraction !== undefined) ctx.progress(fraction, 'encoding');
    };
    ffmpeg.on('progress', onProgress);
    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    let failStuckRun: (error: Error) => void = () => undefined;
    const stuckAfterError = new Promise<never>((_, reject) => (failStuckRun = reject));
    const onFatalLog = ({ message }: { message: string }) => {
      if (graceTimer || !isFatalLine(message)) return;
      graceTimer = setTimeout(() => {
        ffmpeg.terminate();
        loader.reset();
        failStuckRun(new ProcessingError('errors.decode', lastErrorLine(log) ?? message));
      }, FATAL_GRACE_MS);
    };
    ffmpeg.on('log', onFatalLog);
    try {
      ctx.progress(0, 'encoding');
      const code = await Promise.race([ffmpeg.exec(['-hide_banner', '-nostdin', '-y', '-i', inputPath, ...run.args(engine.threads), outputPath]), stuckAfterError]);
      if (code !== 0) throw new ProcessingError('errors.decode', lastErrorLine(log) ?? `ffmpeg exited with code ${code}`);
      ctx.progress(1, 'packaging');
      const data = await ffmpeg.readFile(outputPath);
      await ffmpeg.deleteFile(outputPath).catch(() => undefined);
      if (typeof data === 'string' || data.byteLength === 0) throw new ProcessingError('errors.decode', lastErrorLine(log) ?? 'ffmpeg wrote no output');
      return {
        blob: new Blob([data as Uint8Array<ArrayBuffer>], { type: run.outputType }),
        inputDurationSeconds: log.map(parseDurationLine).find((d) => d !== undefined),
        flavour: engine.flavour,
      };
    } finally {
      clearTimeout(graceTimer);
      ffmpeg.off('log', onFatalLog);
      ffmpeg.off('progress', onProgress);
    }
  });
}
