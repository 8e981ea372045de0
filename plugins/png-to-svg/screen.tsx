import { TraceScreen } from '../../core/svg/trace/TraceScreen';

export default function Screen() {
  return <TraceScreen />;
}
