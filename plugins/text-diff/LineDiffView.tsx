import { useMemo } from 'react';
import { useToolTranslation } from '../../core/ui/tool-context';
import type { LineRow } from './compare';
import classes from './diff.module.css';
import { Segments } from './Segments';
import { ShowMore, usePagedCount } from './ShowMore';
import { foldUnchanged, unifiedLines, type Fold } from './view-model';

interface LineDiffViewProps {
  rows: LineRow[];
  view: 'split' | 'unified';
  hideUnchanged: boolean;
}

const rowClass = { equal: '', changed: '', added: classes.added, removed: classes.removed } as const;

function FoldRow({ fold, span }: { fold: Fold; span: number }) {
  const { t } = useToolTranslation();
  return (
    <tr data-testid="diff-fold">
      <td colSpan={span} className={classes.fold}>
        {t('folded', { n: fold.count.toLocaleString() })}
      </td>
    </tr>
  );
}

function SplitRows({ items }: { items: (LineRow | Fold)[] }) {
  return items.map((row, i) => {
    if (row.kind === 'fold') return <FoldRow key={i} fold={row} span={4} />;
    const leftClass = row.left ? (row.kind === 'equal' ? '' : classes.removed) : classes.empty;
    const rightClass = row.right ? (row.kind === 'equal' ? '' : classes.added) : classes.empty;
    return (
      <tr key={i} data-testid="diff-row" data-kind={row.kind} className={rowClass[row.kind]}>
        <td className={`${classes.number} ${leftClass}`}>{row.leftNo}</td>
        <td className={leftClass} data-testid="diff-left-cell">{row.left && <Segments segments={row.left} side="removed" />}</td>
        <td className={`${classes.number} ${rightClass}`}>{row.rightNo}</td>
        <td className={rightClass} data-testid="diff-right-cell">{row.right && <Segments segments={row.right} side="added" />}</td>
      </tr>
    );
  });
}

const markers = { equal: ' ', added: '+', removed: '−' } as const;

function UnifiedRows({ items }: { items: ReturnType<typeof unifiedLines> }) {
  return items.map((line, i) => {
    if (line.kind === 'fold') return <FoldRow key={i} fold={line} span={4} />;
    const kindClass = line.kind === 'equal' ? '' : classes[line.kind];
    return (
      <tr key={i} data-testid="diff-row" data-kind={line.kind} className={kindClass}>
        <td className={classes.number}>{line.leftNo}</td>
        <td className={classes.number}>{line.rightNo}</td>
        <td className={classes.marker}>{markers[line.kind]}</td>
        <td>{line.kind === 'equal' ? line.segments.map((s) => s.text).join('') : <Segments segments={line.segments} side={line.kind} />}</td>
      </tr>
    );
  });
}

/** Line-mode result as side-by-side rows or a unified listing, rendered a page at a time. */
export function LineDiffView({ rows, view, hideUnchanged }: LineDiffViewProps) {
  const { t } = useToolTranslation();
  const items = useMemo(() => {
    const visible = hideUnchanged ? foldUnchanged(rows) : rows;
    return view === 'split' ? visible : unifiedLines(visible);
  }, [rows, view, hideUnchanged]);
  const [shown, showMore] = usePagedCount(items);
  const page = items.slice(0, shown);

  return (
    <div className={classes.scroll} data-testid="diff-view" data-view={view}>
      <table className={classes.table} aria-label={t('result')}>
        <colgroup>
          {view === 'split' ? (
            <>
              <col className={classes.number} />
              <col />
              <col className={classes.number} />
              <col />
            </>
          ) : (
            <>
              <col className={classes.number} />
              <col className={classes.number} />
              <col className={classes.marker} />
              <col />
            </>
          )}
        </colgroup>
        <tbody>
          {view === 'split' ? <SplitRows items={page as (LineRow | Fold)[]} /> : <UnifiedRows items={page as ReturnType<typeof unifiedLines>} />}
        </tbody>
      </table>
      <ShowMore shown={shown} total={items.length} onMore={showMore} />
    </div>
  );
}
