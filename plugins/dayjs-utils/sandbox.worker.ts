import { startSandboxWorker } from '../../core/sandbox/worker-main';
import { dayjsLibrary } from './library';

startSandboxWorker(dayjsLibrary);
