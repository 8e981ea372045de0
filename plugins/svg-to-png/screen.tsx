import { SvgRasterScreen } from '../../kits/svg/SvgRasterScreen';

export default function SvgToPngScreen() {
  return <SvgRasterScreen format="png" />;
}
