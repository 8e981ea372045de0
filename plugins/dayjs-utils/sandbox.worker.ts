import { startSandboxWorker } from '../../kits/sandbox/worker-main';
import { dayjsLibrary } from './library';

startSandboxWorker(dayjsLibrary);
