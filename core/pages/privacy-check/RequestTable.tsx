import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MeasuredRequest } from '../../network/network-messages';
import { formatBytes } from '../../ui/format';
import { PlainTable } from '../../ui/PlainTable';
import { shownAddress, type NetworkSummary } from './network-summary';

/** Every measured request, newest last, with the context that made it and its sizes. */
export function RequestTable({ requests, summary, origin }: { requests: MeasuredRequest[]; summary: NetworkSummary; origin: string }) {
  const { t, i18n } = useTranslation();
  const bytes = (value: number) => formatBytes(value, i18n.language);
  const sourceName = (source: string) => (source === 'page' || source === 'service-worker' ? t(`privacyCheck.source.${source}`) : t('privacyCheck.source.worker', { name: source }));
  return (
    <section>
      <Title order={2} size="h3" mb={6}>
        {t('privacyCheck.listTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs" data-testid="privacy-by-source">
        {summary.bySource.map((entry) => t('privacyCheck.bySource', { source: sourceName(entry.source), number: entry.requests, size: bytes(entry.transferred) })).join(' · ')}
      </Text>
      <div style={{ overflowX: 'auto' }}>
        <PlainTable verticalSpacing={4} striped data-testid="privacy-request-table">
          <thead>
            <tr>
              <th>{t('privacyCheck.column.address')}</th>
              <th>{t('privacyCheck.column.source')}</th>
              <th>{t('privacyCheck.column.transferred')}</th>
              <th>{t('privacyCheck.column.size')}</th>
            </tr>
          </thead>
          <tbody>
            {[...requests]
              .sort((a, b) => a.startTime - b.startTime)
              .map((request, index) => (
                <tr key={index} data-source={request.source}>
                  <td style={{ wordBreak: 'break-all' }}>{shownAddress(request.url, origin)}</td>
                  <td>{sourceName(request.source)}</td>
                  <td>{bytes(request.transferSize)}</td>
                  <td>{bytes(request.decodedBodySize)}</td>
                </tr>
              ))}
          </tbody>
        </PlainTable>
      </div>
    </section>
  );
}
