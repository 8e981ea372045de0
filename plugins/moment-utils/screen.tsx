import { CodeRunner } from '../../kits/sandbox/CodeRunner';
import { MOMENT_EXAMPLES } from './examples';
import { job } from './job';

export default function MomentUtilsScreen() {
  return <CodeRunner examples={MOMENT_EXAMPLES} job={job} />;
}
