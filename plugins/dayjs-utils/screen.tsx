import { CodeRunner } from '../../kits/sandbox/CodeRunner';
import { DAYJS_EXAMPLES } from './examples';

const createWorker = () => new Worker(new URL('./sandbox.worker.ts', import.meta.url), { type: 'module' });

export default function DayjsUtilsScreen() {
  return <CodeRunner toolId="dayjs-utils" examples={DAYJS_EXAMPLES} createWorker={createWorker} />;
}
