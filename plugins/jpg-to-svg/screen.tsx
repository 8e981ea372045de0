import { TraceScreen } from '../../kits/svg/trace/TraceScreen';

export default function Screen() {
  return <TraceScreen />;
}
