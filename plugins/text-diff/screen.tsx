import { Alert, Button, Collapse, Group, Loader, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useToolTranslation } from '../../core/ui/tool-context';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLatestResult } from '../../core/processing/use-latest-result';
import { useToolText } from '../../core/settings/remembered-text';
import { useCurrentToolOptions } from '../../core/settings/tool-options';
import { DiffOptions } from './DiffOptions';
import { DiffToolbar } from './DiffToolbar';
import { LineDiffView } from './LineDiffView';
import { JOB_TIMEOUT_MS, MAX_SIDE_MB } from './limits';
import { DEFAULT_OPTIONS, diffOptionsSchema, type DiffScreenOptions } from './options';
import { StreamDiffView } from './StreamDiffView';
import { TextSide } from './TextSide';
import { job } from './job';

const patchFileName = (name?: string) => `${(name ?? 'changes').replace(/\.[^.]*$/, '') || 'changes'}.patch`;

export default function TextDiffScreen() {
  const { t } = useToolTranslation();
  const [left, setLeft] = useToolText('left');
  const [right, setRight] = useToolText('right');
  const [names, setNames] = useState<{ left?: string; right?: string }>({});
  const { options, setOptions } = useCurrentToolOptions(DEFAULT_OPTIONS, diffOptionsSchema);
  const update = useCallback((patch: Partial<DiffScreenOptions>) => setOptions({ ...options, ...patch }), [options, setOptions]);
  const pending = useMemo(() => ({ left, right, leftName: names.left, rightName: names.right }), [left, right, names.left, names.right]);
  const [input] = useDebouncedValue(pending, 300);
  const { mode, ignoreCase, ignoreWhitespace } = options;
  // Compared in the worker pool as the (debounced) texts or options change; both sides empty, nothing to show.
  const diff = useLatestResult(job, input.left || input.right ? input : null, { mode, ignoreCase, ignoreWhitespace }, [input, mode, ignoreCase, ignoreWhitespace], {
    timeoutMs: JOB_TIMEOUT_MS,
  });
  const result = diff.error ? undefined : diff.result;
  const compared = Boolean(result) && !diff.working;
  // Two columns of text do not fit a phone: below 768 px the diff is always unified.
  const narrow = useMediaQuery('(max-width: 767px)');
  const view = narrow ? 'unified' : options.view;

  const swap = useCallback(() => {
    setLeft(right);
    setRight(left);
    setNames({ left: names.right, right: names.left });
  }, [left, right, names, setLeft, setRight]);
  // After a comparison of texts that were not being typed (opened files, or texts remembered from
  // last time) the inputs fold away behind "Edit texts", so the diff gets the screen.
  const [collapsed, setCollapsed] = useState(false);
  const foldWhenCompared = useRef(Boolean(left && right));
  useEffect(() => {
    if (compared && foldWhenCompared.current && left && right) {
      foldWhenCompared.current = false;
      setCollapsed(true);
    }
  }, [compared, left, right]);
  // Stable handlers let the memoised sides skip the re-renders that progress updates cause.
  const onLeft = useCallback(
    (text: string, name?: string, fromFile = false) => (setLeft(text), setNames((n) => ({ ...n, left: name })), (foldWhenCompared.current = fromFile)),
    [setLeft],
  );
  const onRight = useCallback(
    (text: string, name?: string, fromFile = false) => (setRight(text), setNames((n) => ({ ...n, right: name })), (foldWhenCompared.current = fromFile)),
    [setRight],
  );

  return (
    <Stack gap="md">
      <DiffOptions options={options} update={update} narrow={narrow} />
      {collapsed && (
        <Group justify="space-between" wrap="wrap" data-testid="diff-texts-folded">
          <Text size="sm" c="dimmed">
            {t('textsFolded', { left: names.left ?? t('left'), right: names.right ?? t('right') })}
          </Text>
          <Button variant="light" size="xs" leftSection={<IconPencil size={14} />} onClick={() => setCollapsed(false)} data-testid="diff-edit-texts">
            {t('editTexts')}
          </Button>
        </Group>
      )}
      <Collapse expanded={!collapsed}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextSide side="left" text={left} fileName={names.left} onChange={onLeft} />
            <TextSide side="right" text={right} fileName={names.right} onChange={onRight} />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={-8}>
            {t('limits', { mb: MAX_SIDE_MB })}
          </Text>
        </Stack>
      </Collapse>
      <DiffToolbar
        summary={result?.comparison.summary}
        unit={t(`units.${result?.comparison.mode ?? options.mode}`)}
        patch={result?.patch}
        patchName={patchFileName(names.right ?? names.left)}
        onSwap={swap}
      />
      {diff.working && (
        <Group gap="sm" data-testid="diff-working" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('working')}</Text>
          <Progress value={diff.progress * 100} w={160} size="sm" aria-label={t('working')} />
        </Group>
      )}
      {diff.error && (
        <Alert color="red" title={t('failed')} data-testid="diff-error">
          {diff.errorMessage}
        </Alert>
      )}
      {!diff.working && !diff.error && !result && <Text c="dimmed" size="sm">{t('empty')}</Text>}
      {result && (
        <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden', opacity: diff.working ? 0.6 : 1 }}>
          {result.comparison.mode === 'lines' ? (
            <LineDiffView rows={result.comparison.rows} view={view} hideUnchanged={options.hideUnchanged} />
          ) : (
            <StreamDiffView stream={result.comparison.stream} view={view} />
          )}
          {result.comparison.summary.added + result.comparison.summary.removed === 0 && (
            <Text p="sm" c="teal" fw={600} data-testid="diff-identical">{t('identical')}</Text>
          )}
        </Paper>
      )}
    </Stack>
  );
}
