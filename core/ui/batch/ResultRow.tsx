import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatChange, formatDimensions, formatDuration, formatNumber, sizeChangePercent } from '../format';
import { scoreText } from '../score-band';
import { ElapsedTime } from './ElapsedTime';
import { OutputList } from './OutputList';
import { outputSize } from './outputs';
import { RowActions } from './RowActions';
import { RowProgress } from './RowProgress';
import classes from './ResultRow.module.css';
import { RowPanelView } from './RowPanelView';
import { RowThumbnail } from './RowThumbnail';
import type { BatchRow, RowFileOutput } from './types';

export interface StatusLabels {
  queued?: string;
  working?: string;
  done?: string;
  failed?: string;
}

interface ResultRowProps {
  row: BatchRow;
  /** Translates a key in the tool's namespace first, then the shell's. */
  translate(key: string, params?: Record<string, unknown>): string;
  labels: Required<StatusLabels>;
  onPreview(row: BatchRow): void;
  onDownload(row: BatchRow, output?: RowFileOutput): void;
  /** Made with other options than the current ones: redone soon, left out of the ZIP until then. */
  outdated?: boolean;
  onRetry(row: BatchRow): void;
  onRemove(row: BatchRow): void;
}

const statusColor = { queued: classes.gray, working: classes.blue, done: classes.teal, failed: classes.red } as const;

function typeLabel(type: string, name: string): string {
  const sub = type.split('/')[1];
  return (sub ? sub.replace('svg+xml', 'svg').replace('jpeg', 'jpg') : name.split('.').pop() ?? '').toUpperCase();
}

/**
 * Memoised: while a batch runs only the row whose job moved renders again (props are stable). Plain
 * elements styled as Mantine's Paper, Group, Text, Badge and Progress (ResultRow.module.css): a
 * batch renders its rows many times, and Mantine's components resolve their styles on each render.
 */
export const ResultRow = memo(function ResultRow({ row, translate, labels, onPreview, onDownload, onRetry, onRemove, outdated }: ResultRowProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { file, result, status } = row;
  const outputs = row.outputs ?? [];
  const several = outputs.length > 1 || outputs.some((output) => output.kind === 'text');
  const info = result?.info;

  return (
    <div className={classes.row} data-testid="result-row" data-status={status} data-name={file.name} data-outdated={outdated || undefined}>
      <div className={classes.layout}>
        {status === 'done' && <RowThumbnail output={result} />}
        <div className={classes.body}>
          <RowHeading file={file} result={result} status={status} outdated={outdated} statusLabel={outdated ? t('batch.status.outdated') : labels[status]} />
          <RowMeta file={file} result={result} elapsedMs={status === 'done' && row.savedToFolder !== 'found' ? row.elapsedMs : undefined} t={t} locale={locale} />
          {status === 'working' && (
            <div className={classes.working}>
              <p className={classes.stage} data-testid="row-stage">
                {row.stage ? `${translate(`stage.${row.stage}`)} · ` : ''}
                {row.startedAt !== undefined && <ElapsedTime since={row.startedAt} />}
              </p>
              <RowProgress value={row.progress} label={labels.working} />
            </div>
          )}
          {status === 'failed' && row.error && (
            <p className={classes.error} role="alert" data-testid="row-error">
              {translate(row.error.key, row.error.params)}
            </p>
          )}
          {info?.noteKey && (
            <p className={classes.small} data-testid="row-note">
              {translate(info.noteKey, info.noteParams)}
            </p>
          )}
          {status === 'done' && row.savedToFolder && (
            <p className={classes.small} data-testid="row-folder">
              {t(row.savedToFolder === 'found' ? 'batch.folder.found' : 'batch.folder.written')}
            </p>
          )}
          {info?.panel && <RowPanelView panel={info.panel} translate={translate} />}
          {outdated && (
            <p className={classes.warning} data-testid="row-outdated">
              {t('batch.outdatedHint')}
            </p>
          )}
          {status === 'done' && several && <OutputList outputs={outputs} t={t} locale={locale} translate={translate} onDownload={(output) => onDownload(row, output)} />}
        </div>
        <RowActions row={row} t={t} onPreview={onPreview} onDownload={onDownload} onRetry={onRetry} onRemove={onRemove} />
      </div>
    </div>
  );
});

interface RowPartProps {
  file: File;
  result: RowFileOutput | undefined;
}

/** The name, the types and the status. Memoised: a job's progress changes none of it. */
const RowHeading = memo(function RowHeading({ file, result, status, outdated, statusLabel }: RowPartProps & { status: BatchRow['status']; outdated?: boolean; statusLabel: string }) {
  return (
    <div className={classes.heading}>
      <p className={classes.name} title={file.name}>
        {file.name}
      </p>
      <span className={`${classes.badgeSmall} ${classes.gray}`}>
        {typeLabel(file.type, file.name)}
        {result && ` → ${typeLabel(result.type, result.name)}`}
      </span>
      {/* Beside the type, so the right side holds only the actions (one menu button on phones). */}
      <span
        className={`${classes.badge} ${outdated ? classes.orange : statusColor[status]}`}
        data-filled={(status === 'done' && !outdated) || undefined}
        data-testid="row-status"
      >
        {statusLabel}
      </span>
    </div>
  );
});

/** Sizes, ratio, dimensions and what the job took. Memoised: a job's progress changes none of it. */
const RowMeta = memo(function RowMeta({ file, result, elapsedMs, t, locale }: RowPartProps & { elapsedMs?: number; t: TFunction; locale: string }) {
  const info = result?.info;
  const change = result ? sizeChangePercent(file.size, outputSize(result)) : 0;
  const before = formatDimensions(info?.originalWidth, info?.originalHeight);
  const after = formatDimensions(info?.width, info?.height);
  return (
    <div className={classes.meta}>
      <p className={classes.small} data-testid="row-size">
        {formatBytes(file.size, locale)}
        {result && ` → ${formatBytes(outputSize(result), locale)}`}
      </p>
      {result && (
        <span className={`${classes.badgeSmall} ${change <= 0 ? classes.teal : classes.orange}`} data-testid="row-ratio">
          {formatChange(change, locale)}
        </span>
      )}
      {(before || after) && (
        <p className={classes.small} data-testid="row-dimensions">
          {before && after && before !== after ? `${before} → ${after}` : (after ?? before)}
        </p>
      )}
      {info?.quality !== undefined && (
        <p className={classes.small} data-testid="row-quality">
          {t('batch.qualityUsed', { value: info.quality })}
        </p>
      )}
      {info?.score !== undefined && (
        <p className={classes.small} data-testid="row-score" data-score={info.score} title={t('batch.scoreHint')}>
          {scoreText(info.score, t, locale)}
        </p>
      )}
      {info?.durationSeconds !== undefined && <p className={classes.small}>{formatDuration(info.durationSeconds)}</p>}
      {elapsedMs !== undefined && (
        <p className={classes.small} data-testid="row-took">
          {t('batch.took', { seconds: formatNumber(elapsedMs / 1000, locale, 1) })}
        </p>
      )}
    </div>
  );
});
