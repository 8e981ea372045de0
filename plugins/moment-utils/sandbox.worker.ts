import { serveSandboxWorker } from '../../kits/sandbox/worker-main';
import processor from './processor';

serveSandboxWorker(processor);
