import { Group, Stack, Switch, Text } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { DateTimeField } from './DateTimeField';
import { parseCalendarDate } from './calendar';
import { wallTimeToMs } from './dayjs';
import { formatDurationParts } from './duration-text';
import type { DateToolOptions, UpdateOptions } from './options';
import { businessDays, differenceBreakdown, differenceTotals, inclusiveDays } from './range';
import { ResultRows } from './ResultRows';

const TOTAL_UNITS = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'] as const;

/** The difference between two local date-times in every unit, and business days between them. */
export function RangePanel({ options, update }: { options: DateToolOptions; update: UpdateOptions }) {
  const { t, i18n } = useToolTranslation();
  const [startText] = useDebouncedValue(options.rangeStart, 150);
  const [endText] = useDebouncedValue(options.rangeEnd, 150);
  const start = useMemo(() => wallTimeToMs(startText, 'local'), [startText]);
  const end = useMemo(() => wallTimeToMs(endText, 'local'), [endText]);
  const number = new Intl.NumberFormat(i18n.language);

  const result = useMemo(() => {
    if (start === null || end === null) return null;
    const breakdown = differenceBreakdown(start, end);
    const startDay = parseCalendarDate(startText.slice(0, 10))!;
    const endDay = parseCalendarDate(endText.slice(0, 10))!;
    const workdays = businessDays(startDay, endDay, options.includeEnd);
    return { totals: differenceTotals(start, end), breakdown, workdays, inclusive: inclusiveDays(startDay, endDay) };
  }, [start, end, startText, endText, options.includeEnd]);

  const exact = result
    ? `${result.breakdown.negative ? '−' : ''}${formatDurationParts(result.breakdown, i18n.language)}`
    : '';

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <DateTimeField
          label={t('range.start')}
          value={options.rangeStart}
          onChange={(rangeStart) => update({ rangeStart })}
          invalid={start === null}
          data-testid="range-start"
        />
        <DateTimeField
          label={t('range.end')}
          value={options.rangeEnd}
          onChange={(rangeEnd) => update({ rangeEnd })}
          invalid={end === null}
          data-testid="range-end"
        />
        <Switch
          label={t('range.includeEnd')}
          checked={options.includeEnd}
          onChange={(event) => update({ includeEnd: event.currentTarget.checked })}
        />
      </Group>
      {result && (
        <>
          <ResultRows
            rows={[
              { key: 'exact', label: t('range.exact'), value: exact },
              { key: 'inclusiveDays', label: t('range.inclusiveDays'), value: number.format(result.inclusive) },
              { key: 'businessDays', label: t('range.businessDays'), value: number.format(result.workdays) },
            ]}
          />
          <ResultRows
            title={t('range.totals')}
            rows={TOTAL_UNITS.map((unit) => ({ key: `total-${unit}`, label: t(`range.units.${unit}`), value: number.format(result.totals[unit]) }))}
          />
          <Text size="xs" c="dimmed">{t('range.note')}</Text>
        </>
      )}
    </Stack>
  );
}
