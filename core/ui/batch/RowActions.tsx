import { Menu } from '@mantine/core';
import { IconDots, IconDownload, IconEye, IconRefresh, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { memo, useMemo } from 'react';
import { Hint } from '../Hint';
import { MenuOnFirstUse } from '../MenuOnFirstUse';
import { ContinueMenu } from './ContinueMenu';
import { IconButton } from './IconButton';
import { fileOutputs } from './outputs';
import { failsEveryTime } from './permanent-errors';
import classes from './RowActions.module.css';
import breakpoints from '../breakpoints.module.css';
import type { BatchRow } from './types';

interface RowActionsProps {
  row: BatchRow;
  /** The row's own translation function (one subscription to the language per row, not two). */
  t: TFunction;
  onPreview(row: BatchRow): void;
  onDownload(row: BatchRow): void;
  onRetry(row: BatchRow): void;
  onRemove(row: BatchRow): void;
}

type RowAction = { key: string; label: string; Icon: typeof IconEye; run(): void; testId: string; red?: boolean };

/** The phones' "more" menu, for a layout hidden on wide screens. */
function PhoneMenu({ actions, label }: { actions: RowAction[]; label: string }) {
  return (
    <MenuOnFirstUse
      position="bottom-end"
      withinPortal
      target={
        <IconButton className={breakpoints.belowSm} aria-label={label} aria-haspopup="menu" data-testid="row-actions-menu">
          <IconDots size={18} />
        </IconButton>
      }
    >
      {actions.map(({ key, label: itemLabel, Icon, run, red }) => (
        <Menu.Item key={key} color={red ? 'red' : undefined} leftSection={<Icon size={16} />} onClick={run}>
          {itemLabel}
        </Menu.Item>
      ))}
    </MenuOnFirstUse>
  );
}

const labelsByT = new WeakMap<TFunction, Record<'preview' | 'download' | 'retry' | 'remove' | 'actions', string>>();

/** The actions' labels, looked up once per language (t), not each time a row's status changes. */
function actionLabels(t: TFunction) {
  let labels = labelsByT.get(t);
  if (!labels) {
    labels = { preview: t('batch.preview'), download: t('batch.download'), retry: t('batch.retry'), remove: t('batch.remove'), actions: t('batch.actions') };
    labelsByT.set(t, labels);
  }
  return labels;
}

/**
 * A row's actions: icons on wide screens; on phones one "more" menu, so the file name keeps the
 * width instead of four icons.
 */
export const RowActions = memo(function RowActions({ row, t, onPreview, onDownload, onRetry, onRemove }: RowActionsProps) {
  const { file, result, status } = row;
  // The same array while the row's outputs stay the same: the memoised menu renders once.
  const continueOutputs = useMemo(() => fileOutputs(row.outputs), [row.outputs]);
  // A file that failed for what it is (empty, cut off, too large, not an image) would fail again.
  const canRetry = status === 'done' || (status === 'failed' && !failsEveryTime(row.error?.key));
  const labels = actionLabels(t);
  const actions: RowAction[] = [
    result && { key: 'preview', label: labels.preview, Icon: IconEye, run: () => onPreview(row), testId: 'row-preview' },
    result && { key: 'download', label: labels.download, Icon: IconDownload, run: () => onDownload(row), testId: 'row-download' },
    canRetry && { key: 'retry', label: labels.retry, Icon: IconRefresh, run: () => onRetry(row), testId: 'row-retry' },
    { key: 'remove', label: labels.remove, Icon: IconTrash, run: () => onRemove(row), testId: 'row-remove', red: true },
  ].filter((action): action is RowAction => !!action);

  const icon = ({ key, label, Icon, run, testId, red }: RowAction) => (
    <Hint key={key} label={label} placement="top" align="end">
      <IconButton red={red} onClick={run} aria-label={`${label}: ${file.name}`} data-testid={testId}>
        <Icon size={18} />
      </IconButton>
    </Hint>
  );

  // One "Continue with…" for both layouts: before it, the preview icon on wide screens; after it, the
  // other icons on wide screens or the one menu on phones.
  return (
    <div className={classes.actions}>
      <div className={`${classes.actions} ${breakpoints.fromSm}`}>{actions.slice(0, result ? 1 : 0).map(icon)}</div>
      {result && <ContinueMenu outputs={continueOutputs} label={file.name} />}
      <div className={`${classes.actions} ${breakpoints.fromSm}`}>{actions.slice(result ? 1 : 0).map(icon)}</div>
      <PhoneMenu actions={actions} label={`${labels.actions}: ${file.name}`} />
    </div>
  );
}, sameActions);

/**
 * The actions stay the same while a job only moves (progress, stage): they depend on the row's file,
 * result, status and error, and the handlers use nothing else of the row (its id, file, result).
 */
function sameActions(before: RowActionsProps, after: RowActionsProps): boolean {
  const [a, b] = [before.row, after.row];
  return (
    a.id === b.id &&
    a.file === b.file &&
    a.result === b.result &&
    a.outputs === b.outputs &&
    a.status === b.status &&
    a.error?.key === b.error?.key &&
    before.t === after.t &&
    before.onPreview === after.onPreview &&
    before.onDownload === after.onDownload &&
    before.onRetry === after.onRetry &&
    before.onRemove === after.onRemove
  );
}
