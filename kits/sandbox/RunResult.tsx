import { Alert, Badge, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../core/ui/CopyButton';
import type { ConsoleLine, RunOutcome } from './outcome';
import { RUNNER_NAMESPACE } from './runner-i18n';

const LEVEL_COLORS: Record<ConsoleLine['level'], string | undefined> = {
  log: undefined,
  info: 'blue',
  warn: 'orange',
  error: 'red',
};

/** The outcome of a run: its value (or error) and what the snippet logged. */
export function RunResult({ outcome, seconds }: { outcome: RunOutcome | null; seconds: number }) {
  const { t } = useTranslation(RUNNER_NAMESPACE);
  if (!outcome) {
    return (
      <Text c="dimmed" size="sm" data-testid="code-runner-empty">
        {t('emptyResult')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" aria-live="polite">
      <OutcomeView outcome={outcome} seconds={seconds} />
      {outcome.logs.length > 0 && <ConsoleOutput lines={outcome.logs} />}
    </Stack>
  );
}

function OutcomeView({ outcome, seconds }: { outcome: RunOutcome; seconds: number }) {
  const { t } = useTranslation(RUNNER_NAMESPACE);
  switch (outcome.status) {
    case 'ok':
      return (
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between" mb={6}>
            <Group gap="xs">
              <Text fw={600} size="sm">{t('result')}</Text>
              <Badge variant="light" size="sm" data-testid="code-runner-kind">{t(`kinds.${outcome.kind}`)}</Badge>
              <Text size="xs" c="dimmed">{t('took', { ms: outcome.durationMs })}</Text>
            </Group>
            <CopyButton value={outcome.value} data-testid="code-runner-copy" />
          </Group>
          <Code block data-testid="code-runner-result" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {outcome.value}
          </Code>
          {outcome.truncatedChars ? (
            <Text size="xs" c="dimmed" mt={6} data-testid="code-runner-truncated">
              {t('truncated', { shown: outcome.value.length.toLocaleString(), count: outcome.truncatedChars.toLocaleString() })}
            </Text>
          ) : null}
        </Paper>
      );
    case 'timeout':
      return (
        <Alert color="orange" icon={<IconClockStop size={18} />} title={t('timedOutTitle')} data-testid="code-runner-error">
          {t('timedOut', { seconds })}
        </Alert>
      );
    case 'error': {
      const message = outcome.name ? `${outcome.name}: ${outcome.message}` : outcome.message;
      return (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('error')} data-testid="code-runner-error">
          {outcome.line && (
            <Text size="xs" fw={600} mb={4} data-testid="code-runner-location">
              {outcome.column ? t('location', { line: outcome.line, column: outcome.column }) : t('locationLine', { line: outcome.line })}
            </Text>
          )}
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap' }}>{message}</Text>
            <CopyButton value={message} />
          </Group>
        </Alert>
      );
    }
    case 'blocked':
      return (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('error')} data-testid="code-runner-error">
          {t('errors.deployment', { ns: 'common' })}
        </Alert>
      );
    case 'unknown':
      return (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('error')} data-testid="code-runner-error">
          {t('unknownError')}
        </Alert>
      );
  }
}

function ConsoleOutput({ lines }: { lines: ConsoleLine[] }) {
  const { t } = useTranslation(RUNNER_NAMESPACE);
  const text = lines.map((line) => line.text).join('\n');
  return (
    <Paper withBorder p="sm" radius="md" data-testid="code-runner-console">
      <Group justify="space-between" mb={6}>
        <Text fw={600} size="sm">{t('console')}</Text>
        <CopyButton value={text} />
      </Group>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {lines.map((line, index) => (
          <Text key={index} component="span" display="block" ff="monospace" size="sm" c={LEVEL_COLORS[line.level]} data-level={line.level}>
            {line.text}
          </Text>
        ))}
      </Code>
    </Paper>
  );
}
