import { Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toolsById } from '../../plugin/catalogue';
import { warmTool } from '../../processing/run-tool';
import { afterLoad } from '../../app/after-load';
import { formatBytes } from '../../ui/format';
import { UploadZone } from '../../ui/UploadZone';
import type { Recipe } from '../recipe';
import { RecipeRuns } from '../recipe-runs';
import { firstChainBreak } from '../step-chain';
import type { PlannedStep } from '../run-recipe';
import type { StepOptionsById } from '../step-options';
import { RECIPES_NAMESPACE } from '../strings';
import { BrokenChainNotice } from './BrokenChainNotice';
import { RecipeActions } from './RecipeActions';
import { RecipeRows } from './RecipeRows';
import { RecipeZipButtons } from './RecipeZipButtons';
import { StepList } from './StepList';

/** A recipe's steps, what to do with it (save, share, export), and its runs on dropped files; steps that do not fit together are named instead. */
export function RecipeView({ recipe, schemas, storedId, notice }: { recipe: Recipe; schemas: StepOptionsById; storedId?: string; notice: ReactNode }) {
  const { t, i18n } = useTranslation(RECIPES_NAMESPACE);
  const planned = useMemo<PlannedStep[]>(() => recipe.steps.map((step) => ({ tool: toolsById.get(step.tool)!, options: step.options })), [recipe]);
  const tools = useMemo(() => recipe.steps.map((step) => step.tool), [recipe]);
  const broken = useMemo(() => firstChainBreak(tools), [tools]);
  const [runs] = useState(() => new RecipeRuns(planned));
  const rows = useSyncExternalStore(runs.subscribe, runs.getSnapshot);
  useEffect(() => () => runs.dispose(), [runs]);
  const clear = useCallback(() => runs.clear(), [runs]);
  const finals = rows.filter((row) => row.steps[row.steps.length - 1]?.output).length;
  useEffect(() => planned.forEach(({ tool }) => warmTool(tool)), [planned]);
  // The rows' sizes are the page's first Intl format: its ICU data loads while idle, not in the render after a drop.
  useEffect(() => afterLoad(() => formatBytes(0, i18n.language)), [i18n.language]);
  return (
    <Stack maw={1200} mx="auto" gap="md" data-testid="recipe-page">
      <div>
        <Text size="sm" c="dimmed">
          {t('title')}
        </Text>
        <Title order={1} size="h2" data-testid="recipe-title">
          {recipe.name}
        </Title>
      </div>
      {notice}
      <Paper withBorder p="md" radius="md" component="section" aria-label={t('steps')}>
        <StepList recipe={recipe} schemas={schemas} />
        {broken ? <BrokenChainNotice broken={broken} /> : <RecipeActions recipe={recipe} schemas={schemas} storedId={storedId} />}
      </Paper>
      {!broken && <UploadZone accept={planned[0].tool.accept} onFiles={(files) => runs.add(files)} hint={t('dropHint')} />}
      {rows.length > 0 && (
        <>
          <RecipeZipButtons recipe={recipe} finals={finals} running={runs.running} rowsNow={runs.getSnapshot} onClear={clear} />
          <RecipeRows rows={rows} tools={tools} />
        </>
      )}
    </Stack>
  );
}
