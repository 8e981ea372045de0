import { SvgRasterScreen } from '../../core/svg/SvgRasterScreen';

export default function SvgToPngScreen() {
  return <SvgRasterScreen format="png" />;
}
