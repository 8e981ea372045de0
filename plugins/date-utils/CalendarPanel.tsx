import { Group, NumberInput, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { addToDate, calendarDateToUtcMs, describeCalendarDate, formatCalendarDate, parseCalendarDate } from './calendar';
import { CALENDAR_UNITS, type DateToolOptions, type UpdateOptions } from './options';
import { ResultRows } from './ResultRows';

/** Add or subtract days, weeks, months or years, and the facts about a date. */
export function CalendarPanel({ options, update }: { options: DateToolOptions; update: UpdateOptions }) {
  const { t, i18n } = useToolTranslation();
  const [text] = useDebouncedValue(options.calendarDate, 150);
  const [amount] = useDebouncedValue(options.amount, 150);
  const date = useMemo(() => parseCalendarDate(text), [text]);
  const weekday = (d: NonNullable<typeof date>) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(calendarDateToUtcMs(d));
  const shifted = (sign: number) => {
    const result = addToDate(date!, sign * amount, options.calendarUnit);
    return `${formatCalendarDate(result)} (${weekday(result)})`;
  };
  const facts = date ? describeCalendarDate(date) : null;

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={t('calendar.date')}
          value={options.calendarDate}
          onChange={(event) => update({ calendarDate: event.currentTarget.value })}
          data-testid="calendar-date"
          error={!date && text !== '' ? t('invalidDate') : undefined}
        />
        <NumberInput
          label={t('calendar.amount')}
          value={options.amount}
          onChange={(value) => update({ amount: typeof value === 'number' ? Math.trunc(value) : 0 })}
          allowDecimal={false}
          min={0}
          max={100000}
          w={140}
          data-testid="calendar-amount"
        />
        <SegmentedControl
          aria-label={t('calendar.unit')}
          value={options.calendarUnit}
          onChange={(unit) => update({ calendarUnit: unit as DateToolOptions['calendarUnit'] })}
          data={CALENDAR_UNITS.map((value) => ({ value, label: t(`calendar.units.${value}`) }))}
        />
      </Group>
      {date && facts && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ResultRows
            title={t('calendar.shifted')}
            rows={[
              { key: 'plus', label: t('calendar.plus', { amount, unit: t(`calendar.units.${options.calendarUnit}`) }), value: shifted(1) },
              { key: 'minus', label: t('calendar.minus', { amount, unit: t(`calendar.units.${options.calendarUnit}`) }), value: shifted(-1) },
            ]}
          />
          <ResultRows
            title={t('calendar.facts')}
            rows={[
              { key: 'weekday', label: t('info.weekday'), value: weekday(date) },
              { key: 'dayOfYear', label: t('calendar.dayOfYear'), value: `${facts.dayOfYear} / ${facts.daysInYear}` },
              { key: 'isoWeek', label: t('info.isoWeek'), value: `${facts.isoWeek.year}-W${String(facts.isoWeek.week).padStart(2, '0')}` },
              { key: 'leapYear', label: t('calendar.leapYear'), value: facts.isLeapYear ? t('yes') : t('no') },
              { key: 'daysInMonth', label: t('calendar.daysInMonth'), value: String(facts.daysInMonth) },
            ]}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
