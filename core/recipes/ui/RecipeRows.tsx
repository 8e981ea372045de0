import { memo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { outputSize } from '../../ui/batch/outputs';
import { VIRTUALISE_ABOVE, WindowVirtualList } from '../../ui/batch/WindowVirtualList';
import { formatBytes, formatDimensions } from '../../ui/format';
import type { RecipeRow } from '../recipe-runs';
import type { StepResult } from '../run-recipe';
import classes from './recipe.module.css';

const formatOf = (type: string) => (type.split('/')[1] ?? type).replace(/^jpeg$/, 'jpg').replace(/\+.*$/, '').toUpperCase();

/** A file's row status: failed at the first failed step, done when the last step is. */
function rowStatus(steps: StepResult[]): 'working' | 'done' | 'failed' {
  if (steps.some((step) => step.status === 'failed')) return 'failed';
  return steps[steps.length - 1]?.status === 'done' ? 'done' : 'working';
}

function StepCell({ step, index, tool, t, language }: { step: StepResult; index: number; tool: string; t: TFunction; language: string }) {
  const { output, error } = step;
  let text = step.status === 'skipped' ? '—' : t(`batch.status.${step.status === 'waiting' ? 'queued' : step.status}`);
  // The size without the output's Blob: making one is a copy on this thread, left to the download.
  if (output) text = [formatBytes(outputSize(output), language), formatOf(output.type), formatDimensions(output.info?.width, output.info?.height)].filter(Boolean).join(' · ');
  if (error) text = t(error.key, { ns: [tool, 'common'], ...error.params });
  return (
    <li className={classes.stepResult} data-testid="recipe-step-result" data-status={step.status} role={error ? 'alert' : undefined}>
      <span className={classes.stepNumber}>{index + 1}</span>
      <span className={error ? classes.error : undefined}>{text}</span>
    </li>
  );
}

/** A file's name and size, then every step's result. Memoised: an update replaces only the row it changed. */
const RecipeRowView = memo(function RecipeRowView({ row, tools, divided }: { row: RecipeRow; tools: string[]; divided: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <div role="listitem" className={divided ? `${classes.row} ${classes.divided}` : classes.row} data-testid="recipe-row" data-status={rowStatus(row.steps)} data-name={row.file.name}>
      <div className={classes.file}>
        <span className={classes.fileName}>{row.file.name}</span>
        <span className={classes.dimmed}>{formatBytes(row.file.size, i18n.language)}</span>
      </div>
      <ol className={classes.stepResults}>
        {row.steps.map((step, index) => (
          <StepCell key={index} step={step} index={index} tool={tools[index]} t={t} language={i18n.language} />
        ))}
      </ol>
    </div>
  );
});

/**
 * One row per file: its name and size, then every step's result (size, format, dimensions, or why it
 * failed). A long run is virtualised as a tool's batch is; the counts are on the list for tests.
 */
export function RecipeRows({ rows, tools }: { rows: RecipeRow[]; tools: string[] }) {
  let done = 0;
  let failed = 0;
  for (const row of rows) {
    const status = rowStatus(row.steps);
    if (status === 'done') done++;
    else if (status === 'failed') failed++;
  }
  const renderRow = (row: RecipeRow, index: number) => <RecipeRowView row={row} tools={tools} divided={index > 0} />;
  return (
    <div role="list" className={classes.rows} data-testid="recipe-rows" data-rows={rows.length} data-ended={done + failed} data-done={done} data-failed={failed}>
      {rows.length > VIRTUALISE_ABOVE ? (
        <WindowVirtualList items={rows} keyOf={(row) => row.id} estimateSize={72} renderItem={renderRow} />
      ) : (
        rows.map((row, index) => <RecipeRowView key={row.id} row={row} tools={tools} divided={index > 0} />)
      )}
    </div>
  );
}
