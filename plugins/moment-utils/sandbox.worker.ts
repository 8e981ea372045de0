import { startSandboxWorker } from '../../kits/sandbox/worker-main';
import { momentLibrary } from './library';

startSandboxWorker(momentLibrary);
