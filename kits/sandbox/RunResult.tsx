import { Alert, Badge, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockStop } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VIRTUALISE_ABOVE, WindowVirtualList } from '../../core/ui/batch/WindowVirtualList';
import { CopyButton } from '../../core/ui/CopyButton';
import { DEFAULT_LIMITS, MAX_PENDING_JOBS, type ConsoleLine, type RunOutcome } from './outcome';
import { RUNNER_NAMESPACE } from './runner-i18n';

const LEVEL_COLORS: Record<ConsoleLine['level'], string | undefined> = {
  log: undefined,
  info: 'blue',
  warn: 'orange',
  error: 'red',
};

interface RunResultProps {
  outcome: RunOutcome | null;
  seconds: number;
  /** Nothing ran yet because the code came from a link: say so. */
  fromLink?: boolean;
}

/** The outcome of a run: its value (or error) and what the snippet logged. */
export function RunResult({ outcome, seconds, fromLink = false }: RunResultProps) {
  const { t } = useTranslation(RUNNER_NAMESPACE);
  if (!outcome) {
    return (
      <Text c="dimmed" size="sm" data-testid="code-runner-empty">
        {t(fromLink ? 'linkCode' : 'emptyResult')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" aria-live="polite">
      <OutcomeView outcome={outcome} seconds={seconds} />
      {outcome.logs.length > 0 && <ConsoleOutput lines={outcome.logs} cut={outcome.logsCut ?? 0} />}
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
    case 'limit':
      return (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('limitTitle')} data-testid="code-runner-error" data-limit={outcome.limit}>
          {t(`limits.${outcome.limit}`, { mb: DEFAULT_LIMITS.memoryLimitBytes / 2 ** 20, jobs: MAX_PENDING_JOBS.toLocaleString() })}
        </Alert>
      );
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

function ConsoleLineText({ line }: { line: ConsoleLine }) {
  return (
    <Text component="span" display="block" ff="monospace" size="sm" c={LEVEL_COLORS[line.level]} data-level={line.level} style={{ minHeight: '1.4em' }}>
      {line.text}
    </Text>
  );
}

/** What the snippet logged, a line per row: a long output renders only the rows near the screen. */
function ConsoleOutput({ lines, cut }: { lines: ConsoleLine[]; cut: number }) {
  const { t } = useTranslation(RUNNER_NAMESPACE);
  const text = useMemo(() => lines.map((line) => line.text).join('\n'), [lines]);
  const rows = useMemo(() => lines.map((line, index) => ({ line, key: String(index) })), [lines]);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="code-runner-console">
      <Group justify="space-between" mb={6}>
        <Text fw={600} size="sm">{t('console')}</Text>
        <CopyButton value={text} />
      </Group>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {lines.length > VIRTUALISE_ABOVE ? (
          <WindowVirtualList items={rows} keyOf={(row) => row.key} estimateSize={20} renderItem={(row) => <ConsoleLineText line={row.line} />} />
        ) : (
          lines.map((line, index) => <ConsoleLineText key={index} line={line} />)
        )}
      </Code>
      {cut > 0 && (
        <Text size="xs" c="dimmed" mt={6} data-testid="code-runner-console-cut">
          {t('consoleCut', { count: cut.toLocaleString() })}
        </Text>
      )}
    </Paper>
  );
}
