import { Group, Paper, Text } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { CopyButton } from '../../core/ui/CopyButton';
import { PlainTable } from '../../core/ui/PlainTable';
import type { WordFrequency } from './top-words';

export function TopWords({ words }: { words: WordFrequency[] }) {
  const { t } = useToolTranslation();
  return (
    <Paper withBorder p="sm" radius="md" data-testid="top-words">
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>{t('topWords.title')}</Text>
        <CopyButton value={() => words.map((w) => `${w.word}\t${w.count}`).join('\n')} label={t('topWords.copy')} />
      </Group>
      {words.length === 0 ? (
        <Text size="sm" c="dimmed">{t('topWords.empty')}</Text>
      ) : (
        <PlainTable striped rowBorders={false} verticalSpacing={2}>
          <thead>
            <tr>
              <th>{t('topWords.word')}</th>
              <th style={{ textAlign: 'right' }}>{t('topWords.count')}</th>
            </tr>
          </thead>
          <tbody>
            {words.map(({ word, count }) => (
              <tr key={word} data-testid="top-word">
                <td>{word}</td>
                <td style={{ textAlign: 'right' }}>{count.toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </PlainTable>
      )}
    </Paper>
  );
}
