// The tool's own worker (manifest runsOn 'engine'), kept warm so the model loads once per visit.
// Served with its own Content-Security-Policy (see vite-engine.ts).
import { serveEngineWorker } from '../../core/processing/engine-worker';
import processor from './processor';

serveEngineWorker(processor);
