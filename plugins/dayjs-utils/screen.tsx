import { CodeRunner } from '../../kits/sandbox/CodeRunner';
import { DAYJS_EXAMPLES } from './examples';
import { job } from './job';

export default function DayjsUtilsScreen() {
  return <CodeRunner examples={DAYJS_EXAMPLES} job={job} />;
}
