import { Group, Paper, Text } from '@mantine/core';
import { CopyButton } from '../../core/ui/CopyButton';
import { PlainTable } from '../../core/ui/PlainTable';
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
      <PlainTable verticalSpacing={6} highlightOnHover>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={classes.row}>
              <th className={classes.label}>
                {row.label}
              </th>
              <td className={classes.cell}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" ff="monospace" data-testid={`result-${row.key}`} className={classes.value}>
                    {row.value}
                  </Text>
                  <CopyButton value={row.value} size="xs" />
                </Group>
              </td>
            </tr>
          ))}
        </tbody>
      </PlainTable>
    </Paper>
  );
}
