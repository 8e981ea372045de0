import { memo, useMemo } from 'react';
import { useToolTranslation } from '../../core/ui/tool-context';
import classes from './diff.module.css';
import { lineAt, ROW_KINDS, type PackedRows } from './packed';
import { Segments } from './Segments';
import { splitItems, unifiedItems } from './view-model';
import { VirtualTable } from './VirtualTable';

interface LineDiffViewProps {
  rows: PackedRows;
  view: 'split' | 'unified';
  hideUnchanged: boolean;
}

type Measure = (element: HTMLTableRowElement | null) => void;

const rowClass = { equal: '', changed: '', added: classes.added, removed: classes.removed } as const;
const markers = { equal: ' ', added: '+', removed: '−' } as const;

function FoldRow({ count, index, measure }: { count: number; index: number; measure: Measure }) {
  const { t } = useToolTranslation();
  return (
    <tr data-testid="diff-fold" data-index={index} ref={measure}>
      <td colSpan={4} className={classes.fold}>
        {t('folded', { n: count.toLocaleString() })}
      </td>
    </tr>
  );
}

const number = (n: number) => (n > 0 ? n : null);

function SplitRow({ rows, row, index, measure }: { rows: PackedRows; row: number; index: number; measure: Measure }) {
  const kind = ROW_KINDS[rows.kinds[row]];
  const hasLeft = kind !== 'added';
  const hasRight = kind !== 'removed';
  const leftClass = hasLeft ? (kind === 'equal' ? '' : classes.removed) : classes.empty;
  const rightClass = hasRight ? (kind === 'equal' ? '' : classes.added) : classes.empty;
  return (
    <tr data-testid="diff-row" data-kind={kind} className={rowClass[kind]} data-index={index} ref={measure}>
      <td className={`${classes.number} ${leftClass}`}>{number(rows.leftNo[row])}</td>
      <td className={leftClass} data-testid="diff-left-cell">{hasLeft && <Segments pieces={lineAt(rows.left, row)} />}</td>
      <td className={`${classes.number} ${rightClass}`}>{number(rows.rightNo[row])}</td>
      <td className={rightClass} data-testid="diff-right-cell">{hasRight && <Segments pieces={lineAt(rows.right, row)} />}</td>
    </tr>
  );
}

function UnifiedRow({ rows, item, index, measure }: { rows: PackedRows; item: number; index: number; measure: Measure }) {
  const row = item >> 1;
  const right = (item & 1) === 1;
  const kind = ROW_KINDS[rows.kinds[row]] === 'equal' ? 'equal' : right ? 'added' : 'removed';
  return (
    <tr data-testid="diff-row" data-kind={kind} className={kind === 'equal' ? '' : classes[kind]} data-index={index} ref={measure}>
      <td className={classes.number}>{kind === 'added' ? null : number(rows.leftNo[row])}</td>
      <td className={classes.number}>{kind === 'removed' ? null : number(rows.rightNo[row])}</td>
      <td className={classes.marker}>{markers[kind]}</td>
      <td>
        <Segments pieces={lineAt(right ? rows.right : rows.left, row).map((piece) => (kind === 'equal' ? { ...piece, kind: 'equal' } : piece))} />
      </td>
    </tr>
  );
}

const splitColumns = (
  <>
    <col className={classes.number} />
    <col />
    <col className={classes.number} />
    <col />
  </>
);
const unifiedColumns = (
  <>
    <col className={classes.number} />
    <col className={classes.number} />
    <col className={classes.marker} />
    <col />
  </>
);

/** Line-mode result as side-by-side rows or a unified listing; only the rows on screen are drawn. */
export const LineDiffView = memo(function LineDiffView({ rows, view, hideUnchanged }: LineDiffViewProps) {
  const { t } = useToolTranslation();
  const items = useMemo(() => {
    const split = splitItems(rows, hideUnchanged);
    return view === 'split' ? split : unifiedItems(rows, split);
  }, [rows, view, hideUnchanged]);

  return (
    <VirtualTable
      key={view}
      count={items.length}
      label={t('result')}
      columns={view === 'split' ? splitColumns : unifiedColumns}
      span={4}
      testId="diff-view"
      dataView={view}
      renderRow={(index, measure) => {
        const item = items[index];
        if (item < 0) return <FoldRow key={index} count={-item} index={index} measure={measure} />;
        return view === 'split' ? (
          <SplitRow key={index} rows={rows} row={item} index={index} measure={measure} />
        ) : (
          <UnifiedRow key={index} rows={rows} item={item} index={index} measure={measure} />
        );
      }}
    />
  );
});
