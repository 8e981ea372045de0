import { CodeRunner } from '../../kits/sandbox/CodeRunner';
import { MOMENT_EXAMPLES } from './examples';

const createWorker = () => new Worker(new URL('./sandbox.worker.ts', import.meta.url), { type: 'module' });

export default function MomentUtilsScreen() {
  return <CodeRunner toolId="moment-utils" examples={MOMENT_EXAMPLES} createWorker={createWorker} />;
}
