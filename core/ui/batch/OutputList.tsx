import { Code } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { CopyButton } from '../CopyButton';
import { Hint } from '../Hint';
import { formatBytes } from '../format';
import { IconButton } from './IconButton';
import classes from './OutputList.module.css';
import { outputSize } from './outputs';
import { previewKind, usePreviewUrl } from './preview-url';
import type { RowFileOutput, RowOutput } from './types';

interface OutputListProps {
  outputs: RowOutput[];
  /** The row's translation function and language. */
  t: TFunction;
  locale: string;
  translate(key: string, params?: Record<string, unknown>): string;
  onDownload(output: RowFileOutput): void;
}

function Thumbnail({ output }: { output: RowFileOutput }) {
  const url = usePreviewUrl(output.blob, previewKind(output.type) === 'image' ? output.type : undefined);
  if (!url) return null;
  return <img src={url} alt="" className={classes.thumbnail} />;
}

/** Every output of a row: files with a thumbnail, size and download; texts with copy. */
export function OutputList({ outputs, t, locale, translate, onDownload }: OutputListProps) {
  return (
    <div className={classes.list} data-testid="row-outputs">
      {outputs.map((output, index) =>
        output.kind === 'file' ? (
          <div key={index} className={classes.file} data-testid="row-output-file" data-name={output.name}>
            <Thumbnail output={output} />
            <p className={classes.name} title={output.folder ? `${output.folder}/${output.name}` : output.name}>
              {output.folder ? `${output.folder}/` : ''}
              {output.name}
            </p>
            <p className={classes.size}>{formatBytes(outputSize(output), locale)}</p>
            <Hint label={t('batch.download')} placement="top" align="end">
              <IconButton small onClick={() => onDownload(output)} aria-label={`${t('batch.download')}: ${output.name}`}>
                <IconDownload size={16} />
              </IconButton>
            </Hint>
          </div>
        ) : (
          <div key={index} className={classes.text} data-testid="row-output-text">
            <div className={classes.textHead}>
              <p className={classes.label}>{translate(output.label)}</p>
              <CopyButton value={output.text} size="xs" data-testid="row-output-copy" />
            </div>
            <Code block style={{ maxHeight: 160, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {output.text}
            </Code>
          </div>
        ),
      )}
    </div>
  );
}
