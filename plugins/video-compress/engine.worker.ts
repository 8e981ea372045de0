import { serveEngineWorker } from '../../core/processing/engine-worker';
import processor from './processor';

serveEngineWorker(processor);
