import { SimpleGrid } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { memo } from 'react';
import classes from './diff.module.css';
import { lineAt, lineCount, type PackedLines, type PackedStream } from './packed';
import { Segments } from './Segments';
import { VirtualTable } from './VirtualTable';

const columns = (
  <>
    <col className={classes.number} />
    <col />
  </>
);

/** Numbered lines of a word or character stream; only the lines on screen are drawn. */
function StreamLines({ lines, label, testId }: { lines: PackedLines; label: string; testId: string }) {
  return (
    <VirtualTable
      count={lineCount(lines)}
      label={label}
      columns={columns}
      span={2}
      testId={testId}
      renderRow={(index, measure) => (
        <tr key={index} data-testid="diff-row" data-index={index} ref={measure}>
          <td className={classes.number}>{index + 1}</td>
          <td>
            <Segments pieces={lineAt(lines, index)} struck />
          </td>
        </tr>
      )}
    />
  );
}

/** Word/character-mode result: one stream (unified) or the two texts side by side. */
export const StreamDiffView = memo(function StreamDiffView({ stream, view }: { stream: PackedStream; view: 'split' | 'unified' }) {
  const { t } = useToolTranslation();
  if (view === 'unified') {
    return (
      <div data-testid="diff-view" data-view="unified">
        <StreamLines lines={stream.unified} label={t('result')} testId="diff-stream" />
      </div>
    );
  }
  return (
    <SimpleGrid cols={2} spacing="xs" data-testid="diff-view" data-view="split">
      <StreamLines lines={stream.left} label={t('left')} testId="diff-stream-left" />
      <StreamLines lines={stream.right} label={t('right')} testId="diff-stream-right" />
    </SimpleGrid>
  );
});
