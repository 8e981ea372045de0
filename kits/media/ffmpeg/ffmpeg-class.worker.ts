/**
 * @ffmpeg/ffmpeg's own worker (which runs the core), with a fetch that unpacks the gzipped core
 * wasm the build ships (core-fetch.ts). ffmpeg-engine.ts starts it through `classWorkerURL`.
 * The package's exports hide its worker, hence the path.
 */
import '../../../node_modules/@ffmpeg/ffmpeg/dist/esm/worker.js';
import { unpackingFetch } from './core-fetch';

// The core fetches its wasm when a load message arrives, after this has run.
self.fetch = unpackingFetch(self.fetch.bind(self));
