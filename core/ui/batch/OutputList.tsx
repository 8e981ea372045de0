import { ActionIcon, Code, Group, Image, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../CopyButton';
import { Hint } from '../Hint';
import { formatBytes } from '../format';
import { previewKind, usePreviewUrl } from './preview-url';
import type { RowFileOutput, RowOutput } from './types';

interface OutputListProps {
  outputs: RowOutput[];
  translate(key: string, params?: Record<string, unknown>): string;
  onDownload(output: RowFileOutput): void;
}

function Thumbnail({ output }: { output: RowFileOutput }) {
  const url = usePreviewUrl(output.blob, previewKind(output.type) === 'image' ? output.type : undefined);
  if (!url) return null;
  return <Image src={url} alt="" w={32} h={32} fit="contain" radius="sm" />;
}

/** Every output of a row: files with a thumbnail, size and download; texts with copy. */
export function OutputList({ outputs, translate, onDownload }: OutputListProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={6} data-testid="row-outputs">
      {outputs.map((output, index) =>
        output.kind === 'file' ? (
          <Group key={index} gap="xs" wrap="nowrap" data-testid="row-output-file" data-name={output.name}>
            <Thumbnail output={output} />
            <Text size="sm" truncate="end" style={{ flex: 1, minWidth: 0 }} title={output.folder ? `${output.folder}/${output.name}` : output.name}>
              {output.folder ? `${output.folder}/` : ''}
              {output.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatBytes(output.blob.size, i18n.language)}
            </Text>
            <Hint label={t('batch.download')} placement="top" align="end">
              <ActionIcon variant="subtle" size="sm" onClick={() => onDownload(output)} aria-label={`${t('batch.download')}: ${output.name}`}>
                <IconDownload size={16} />
              </ActionIcon>
            </Hint>
          </Group>
        ) : (
          <Stack key={index} gap={2} data-testid="row-output-text">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={500}>
                {translate(output.label)}
              </Text>
              <CopyButton value={output.text} size="xs" data-testid="row-output-copy" />
            </Group>
            <Code block style={{ maxHeight: 160, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {output.text}
            </Code>
          </Stack>
        ),
      )}
    </Stack>
  );
}
