// The tool's own worker (manifest runsOn 'engine'), kept warm so the model loads once per visit.
// Served with its own Content-Security-Policy (see vite-engine.ts).
import { pinnedFetch } from '../../core/processing/engine-files';
import { serveEngineWorker } from '../../core/processing/engine-worker';
import processor from './processor';

// The engine downloads the model and onnxruntime with plain fetch: each of its engine requests gets checked bytes.
self.fetch = pinnedFetch(self.fetch.bind(self), self.location.origin);
serveEngineWorker(processor);
