import { SvgRasterScreen } from '../../kits/svg/SvgRasterScreen';
import { job } from './job';

export default function SvgToPngScreen() {
  return <SvgRasterScreen format="png" job={job} />;
}
