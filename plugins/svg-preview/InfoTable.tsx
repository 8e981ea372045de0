import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../core/ui/format';
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
    <Table withTableBorder withColumnBorders fz="sm" data-testid="svg-info">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="40%">{label}</Table.Th>
            <Table.Td ff="monospace">{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
