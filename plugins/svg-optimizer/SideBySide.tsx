import { useTranslation } from 'react-i18next';
import { SideBySide as Compare } from '../../kits/svg/SideBySide';
import type { CompareProps } from '../../core/ui/batch/PreviewModal';

/** Original and optimised SVG next to each other, each drawn as an image from a data: URL. */
export function SideBySide({ original, result }: CompareProps) {
  const { t } = useTranslation('svg-optimizer');
  return <Compare original={original} result={result} originalLabel={t('compare.original')} resultLabel={t('compare.optimized')} originalIsSvg />;
}
