import { TraceScreen } from '../../kits/svg/trace/TraceScreen';
import { job } from './job';

export default function Screen() {
  return <TraceScreen job={job} />;
}
