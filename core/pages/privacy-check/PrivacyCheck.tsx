import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { formatBytes } from '../../ui/format';
import { summarize } from './network-summary';
import { OfflineTest } from './OfflineTest';
import { RequestTable } from './RequestTable';
import { useNetworkLog } from './use-network-log';
import { ViolationList } from './ViolationList';

function Figure({ label, value, testId, alert }: { label: string; value: string; testId: string; alert?: boolean }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} c={alert ? 'red' : undefined} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** What this visit's page, workers and service worker requested, as the browser measured it. */
export default function PrivacyCheck() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('privacyCheck.title'));
  const { requests, violations } = useNetworkLog();
  const origin = window.location.origin;
  const summary = summarize(requests, origin);
  return (
    <Stack maw={960} mx="auto" gap="lg" data-testid="privacy-check">
      <Title order={1}>{t('privacyCheck.title')}</Title>
      <Text>{t('privacyCheck.intro', { origin })}</Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Figure label={t('privacyCheck.requests')} value={`${summary.requests} · ${formatBytes(summary.transferred, i18n.language)}`} testId="privacy-requests" />
        <Figure label={t('privacyCheck.otherHosts')} value={String(summary.otherHosts.length)} testId="privacy-other-hosts" alert={summary.otherHosts.length > 0} />
        <Figure label={t('privacyCheck.violations')} value={String(violations.length)} testId="privacy-violations" alert={violations.length > 0} />
      </SimpleGrid>
      <ViolationList violations={violations} />
      <OfflineTest />
      <RequestTable requests={requests} summary={summary} origin={origin} />
    </Stack>
  );
}
