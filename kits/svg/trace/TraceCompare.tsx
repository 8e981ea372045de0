import { useTranslation } from 'react-i18next';
import type { CompareProps } from '../../../core/ui/batch/PreviewModal';
import { useTool } from '../../../core/ui/tool-context';
import { SideBySide } from '../SideBySide';

/** The photo (a raster object URL) beside its tracing (SVG text through a data: URL). */
export function TraceCompare({ original, result }: CompareProps) {
  const { t } = useTranslation(useTool().id);
  return <SideBySide original={original} result={result} originalLabel={t('compare.original')} resultLabel={t('compare.traced')} />;
}
