import { useTranslation } from 'react-i18next';
import { formatBytes, formatDimensions } from '../../ui/format';
import type { RecipeRow } from '../recipe-runs';
import type { PlannedStep, StepResult } from '../run-recipe';
import classes from './recipe.module.css';

const formatOf = (type: string) => (type.split('/')[1] ?? type).replace(/^jpeg$/, 'jpg').replace(/\+.*$/, '').toUpperCase();

/** A file's row status: failed at the first failed step, done when the last step is. */
function rowStatus(steps: StepResult[]): 'working' | 'done' | 'failed' {
  if (steps.some((step) => step.status === 'failed')) return 'failed';
  return steps[steps.length - 1]?.status === 'done' ? 'done' : 'working';
}

function StepCell({ step, index, tool }: { step: StepResult; index: number; tool: string }) {
  const { t, i18n } = useTranslation();
  const { output, error } = step;
  let text = step.status === 'skipped' ? '—' : t(`batch.status.${step.status === 'waiting' ? 'queued' : step.status}`);
  if (output) text = [formatBytes(output.blob.size, i18n.language), formatOf(output.type), formatDimensions(output.info?.width, output.info?.height)].filter(Boolean).join(' · ');
  if (error) text = t(error.key, { ns: [tool, 'common'], ...error.params });
  return (
    <li className={classes.stepResult} data-testid="recipe-step-result" data-status={step.status} role={error ? 'alert' : undefined}>
      <span className={classes.stepNumber}>{index + 1}</span>
      <span className={error ? classes.error : undefined}>{text}</span>
    </li>
  );
}

/** One row per file: its name and size, then every step's result (size, format, dimensions, or why it failed). */
export function RecipeRows({ rows, steps }: { rows: RecipeRow[]; steps: PlannedStep[] }) {
  const { i18n } = useTranslation();
  return (
    <ul className={classes.rows} data-testid="recipe-rows">
      {rows.map((row) => (
        <li key={row.id} className={classes.row} data-testid="recipe-row" data-status={rowStatus(row.steps)} data-name={row.file.name}>
          <div className={classes.file}>
            <span className={classes.fileName}>{row.file.name}</span>
            <span className={classes.dimmed}>{formatBytes(row.file.size, i18n.language)}</span>
          </div>
          <ol className={classes.stepResults}>
            {row.steps.map((step, index) => (
              <StepCell key={index} step={step} index={index} tool={steps[index].tool.id} />
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
