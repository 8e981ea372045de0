import { SvgRasterScreen } from '../../kits/svg/SvgRasterScreen';
import { job } from './job';

export default function SvgToJpgScreen() {
  return <SvgRasterScreen format="jpeg" job={job} />;
}
