import { Group, Paper, Table, Text } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { CopyButton } from '../../core/ui/CopyButton';
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
        <Table striped withRowBorders={false} verticalSpacing={2} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('topWords.word')}</Table.Th>
              <Table.Th ta="right">{t('topWords.count')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {words.map(({ word, count }) => (
              <Table.Tr key={word} data-testid="top-word">
                <Table.Td>{word}</Table.Td>
                <Table.Td ta="right">{count.toLocaleString()}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
