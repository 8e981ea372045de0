import { SvgRasterScreen } from '../../core/svg/SvgRasterScreen';

export default function SvgToJpgScreen() {
  return <SvgRasterScreen format="jpeg" />;
}
