import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../core/ui/format';
import { PlainTable } from '../../core/ui/PlainTable';
import type { SvgCheck } from './check-svg';

const round = (n: number) => Math.round(n * 100) / 100;

/** Bytes, width/height as written and as drawn, and the viewBox. */
export function InfoTable({ check }: { check: Extract<SvgCheck, { kind: 'ok' }> }) {
  const { t, i18n } = useTranslation('svg-preview');
  const { size } = check;
  const box = size.viewBox;
  const rows: [string, string][] = [
    [t('info.bytes'), `${formatBytes(check.bytes, i18n.language)} (${check.bytes.toLocaleString(i18n.language)} B)`],
    [t('info.width'), size.widthAttribute || t('info.none')],
    [t('info.height'), size.heightAttribute || t('info.none')],
    [t('info.viewBox'), box ? `${box.minX} ${box.minY} ${box.width} ${box.height}` : t('info.none')],
    [t('info.rendered'), `${round(size.width)} × ${round(size.height)} px`],
  ];
  return (
    <PlainTable tableBorder columnBorders data-testid="svg-info">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th style={{ width: '40%' }}>{label}</th>
            <td style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}
