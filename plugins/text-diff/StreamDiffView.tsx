import { SimpleGrid } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { useMemo } from 'react';
import type { Part, PartKind } from './compare';
import classes from './diff.module.css';
import { ShowMore, usePagedCount } from './ShowMore';
import { partsByLine, sideParts } from './view-model';

const partClass: Record<PartKind, string> = {
  equal: '',
  added: classes.addedWord,
  removed: `${classes.removedWord} ${classes.struck}`,
};

/** Numbered lines of a word or character stream, a page at a time. */
function StreamLines({ parts, label, testId }: { parts: Part[]; label: string; testId: string }) {
  const lines = useMemo(() => partsByLine(parts), [parts]);
  const [shown, showMore] = usePagedCount(lines);
  return (
    <div className={classes.scroll} data-testid={testId}>
      <table className={classes.table} aria-label={label}>
        <colgroup>
          <col className={classes.number} />
          <col />
        </colgroup>
        <tbody>
          {lines.slice(0, shown).map((line, i) => (
            <tr key={i} data-testid="diff-row">
              <td className={classes.number}>{i + 1}</td>
              <td>
                {line.map((part, k) =>
                  part.kind === 'equal' ? part.text : <span key={k} className={partClass[part.kind]} data-kind={part.kind}>{part.text}</span>,
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ShowMore shown={shown} total={lines.length} onMore={showMore} />
    </div>
  );
}

/** Word or character result: both texts side by side, or one merged text. */
export function StreamDiffView({ parts, view }: { parts: Part[]; view: 'split' | 'unified' }) {
  const { t } = useToolTranslation();
  const left = useMemo(() => sideParts(parts, 'left'), [parts]);
  const right = useMemo(() => sideParts(parts, 'right'), [parts]);
  if (view === 'unified') {
    return (
      <div data-testid="diff-view" data-view="unified">
        <StreamLines parts={parts} label={t('result')} testId="diff-stream" />
      </div>
    );
  }
  return (
    <SimpleGrid cols={2} spacing="xs" data-testid="diff-view" data-view="split">
      <StreamLines parts={left} label={t('left')} testId="diff-stream-left" />
      <StreamLines parts={right} label={t('right')} testId="diff-stream-right" />
    </SimpleGrid>
  );
}
