import { startSandboxWorker } from '../../core/sandbox/worker-main';
import { momentLibrary } from './library';

startSandboxWorker(momentLibrary);
