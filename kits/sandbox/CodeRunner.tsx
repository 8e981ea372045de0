import { Button, Group, Kbd, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useDebouncedValue, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useTool } from '../../core/plugin/tool-context';
import type { ToolJob } from '../../core/processing/tool-job';
import { loadToolOptions, useToolOptions } from '../../core/settings/tool-options';
import { ChoiceField } from '../../core/ui/ChoiceField';
import type { RunnerExample } from './example';
import { DEFAULT_LIMITS } from './outcome';
import { ResultBoundary } from './ResultBoundary';
import { RunResult } from './RunResult';
import { RUNNER_NAMESPACE, registerRunnerStrings } from './runner-i18n';
import type { SnippetProcessor } from './snippet-processor';
import { useSandboxRunner } from './useSandboxRunner';

registerRunnerStrings();

const AUTO_RUN_DELAY_MS = 600;
const optionsSchema = z.object({ code: z.string(), exampleId: z.nullable(z.string()), autoRun: z.boolean() });
type RunnerOptions = z.infer<typeof optionsSchema>;

interface CodeRunnerProps {
  /** Titled `examples.<id>` in the tool's namespace, which also holds `preloaded`. */
  examples: RunnerExample[];
  /** The tool's processor (plugins/<id>/job.ts), run in its sandbox worker. */
  job: ToolJob<SnippetProcessor>;
}

/** The picker's entry for code that no longer matches an example. */
const CUSTOM_CODE = '__custom__';

/** A snippet editor with examples, a Run button (and Ctrl/Cmd+Enter) and the sandboxed result. */
export function CodeRunner({ examples, job }: CodeRunnerProps) {
  const toolId = useTool().id;
  const { t } = useTranslation(RUNNER_NAMESPACE);
  const { t: tTool } = useTranslation(toolId);
  const [defaults] = useState<RunnerOptions>(() => ({ code: examples[0].code, exampleId: examples[0].id, autoRun: true }));
  const { options, setOptions, current } = useToolOptions(toolId, defaults, optionsSchema);
  const { run, running, outcome } = useSandboxRunner(job);
  // Code that came with a link (not the visitor's own, remembered code) never runs without a
  // click: not on open, and not as-you-type until the visitor has run something here.
  const [fromLink] = useState(() => loadToolOptions(toolId, defaults, optionsSchema).code !== current().code);
  const clicked = useRef(!fromLink);
  const lastRun = useRef<string>(current().code);
  const runCode = (code: string) => {
    clicked.current = true;
    lastRun.current = code;
    void run(code);
  };
  const runCurrent = () => runCode(current().code);
  const seconds = DEFAULT_LIMITS.timeLimitMs / 1000;
  // A keyboard shortcut means nothing on a touch screen.
  const touchOnly = useMediaQuery('(hover: none) and (pointer: coarse)');

  useHotkeys([['mod+Enter', runCurrent]]);
  const onEditorKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      runCurrent();
    }
  };

  // The remembered code runs once when the screen opens (again after a remount).
  useEffect(() => {
    if (!fromLink) runCode(current().code);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [debouncedCode] = useDebouncedValue(options.code, AUTO_RUN_DELAY_MS);
  useEffect(() => {
    if (options.autoRun && clicked.current && debouncedCode !== lastRun.current) runCode(debouncedCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedCode]);

  const chooseExample = (id: string) => {
    const example = examples.find((candidate) => candidate.id === id);
    if (!example) return;
    setOptions({ ...current(), code: example.code, exampleId: example.id });
    runCode(example.code);
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">{tTool('preloaded')}</Text>
      <Group align="flex-end" wrap="wrap">
        <ChoiceField
          label={t('example')}
          data={[
            ...examples.map((example) => ({ value: example.id, label: tTool(`examples.${example.id}`) })),
            // Edited code is named, not a blank picker.
            ...(options.exampleId === null ? [{ value: CUSTOM_CODE, label: t('customCode') }] : []),
          ]}
          value={options.exampleId ?? CUSTOM_CODE}
          onChange={chooseExample}
          w={280}
          data-testid="code-runner-example"
        />
        <Button leftSection={<IconPlayerPlay size={16} />} onClick={runCurrent} loading={running} data-testid="code-runner-run">
          {t('run')}
        </Button>
        {!touchOnly && <Kbd size="xs">{t('shortcut')}</Kbd>}
        <Switch
          label={t('autoRun')}
          checked={options.autoRun}
          onChange={(event) => setOptions({ ...current(), autoRun: event.currentTarget.checked })}
        />
      </Group>
      <Textarea
        label={t('code')}
        value={options.code}
        onChange={(event) => setOptions({ ...current(), code: event.currentTarget.value, exampleId: null })}
        onKeyDown={onEditorKey}
        autosize
        minRows={6}
        maxRows={24}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        data-testid="code-runner-editor"
      />
      <ResultBoundary resetKey={outcome} onReset={() => chooseExample(examples[0].id)}>
        <RunResult outcome={outcome} seconds={seconds} fromLink={fromLink} />
      </ResultBoundary>
      <Text size="xs" c="dimmed">{t('sandboxNote', { seconds })}</Text>
    </Stack>
  );
}
