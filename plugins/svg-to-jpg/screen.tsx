import { SvgRasterScreen } from '../../kits/svg/SvgRasterScreen';

export default function SvgToJpgScreen() {
  return <SvgRasterScreen format="jpeg" />;
}
