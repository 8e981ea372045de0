import { Group, Paper, Table, Text } from '@mantine/core';
import { CopyButton } from '../../core/ui/CopyButton';
import classes from './ResultRows.module.css';

export interface ResultRow {
  key: string;
  label: string;
  value: string;
}

/** A labelled list of results, each with its own copy button. */
export function ResultRows({ rows, title }: { rows: ResultRow[]; title?: string }) {
  return (
    <Paper withBorder radius="md" p="xs">
      {title && (
        <Text fw={600} size="sm" px="xs" pb={4}>
          {title}
        </Text>
      )}
      <Table verticalSpacing={6} highlightOnHover>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} className={classes.row}>
              <Table.Th fw={500} c="dimmed" fz="sm" className={classes.label}>
                {row.label}
              </Table.Th>
              <Table.Td className={classes.cell}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" ff="monospace" data-testid={`result-${row.key}`} className={classes.value}>
                    {row.value}
                  </Text>
                  <CopyButton value={row.value} size="xs" />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
