import { Group, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { NumberField } from '../../core/ui/NumberField';
import { useToolTranslation } from '../../core/ui/tool-context';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { addToDate, calendarDateToUtcMs, calendarParts, describeCalendarDate, formatCalendarDate, isValidCalendarDate, parseCalendarDate, type CalendarDate } from './calendar';
import { CALENDAR_UNITS, type DateToolOptions, type UpdateOptions } from './options';
import { ResultRows } from './ResultRows';

const PART_FIELDS = [
  { part: 'year', min: 1, max: 9999, width: 110 },
  { part: 'month', min: 1, max: 12, width: 90 },
  { part: 'day', min: 1, max: 31, width: 90 },
] as const;

/** Add or subtract days, weeks, months or years, and the facts about a date. */
export function CalendarPanel({ options, update }: { options: DateToolOptions; update: UpdateOptions }) {
  const { t, i18n } = useToolTranslation();
  const [text] = useDebouncedValue(options.calendarDate, 150);
  const [amount] = useDebouncedValue(options.amount, 150);
  const date = useMemo(() => parseCalendarDate(text), [text]);
  const weekday = (d: CalendarDate) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(calendarDateToUtcMs(d));
  // 2024-01-01 was a Monday: ISO weekday n is that date plus n − 1 days.
  const weekdayName = (isoDay: number) => weekday({ year: 2024, month: 1, day: isoDay });
  const shifted = (sign: number) => {
    const result = addToDate(date!, sign * amount, options.calendarUnit);
    return `${formatCalendarDate(result)} (${weekday(result)})`;
  };
  const facts = date ? describeCalendarDate(date) : null;
  const parts = calendarParts(options.calendarDate);
  const setPart = (part: keyof CalendarDate, value: number) => {
    const next = { ...parts, [part]: value };
    const field = (n: number, width: number) => (Number.isFinite(n) ? String(n).padStart(width, '0') : '');
    update({ calendarDate: `${field(next.year, 4)}-${field(next.month, 2)}-${field(next.day, 2)}` });
  };
  const validity = (
    <ResultRows
      rows={[{ key: 'valid', label: t('calendar.isValid'), value: isValidCalendarDate(calendarParts(text)) ? t('yes') : t('no') }]}
    />
  );

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        {PART_FIELDS.map(({ part, min, max, width }) => (
          <NumberField
            key={part}
            label={t(`calendar.${part}`)}
            value={Number.isFinite(parts[part]) ? parts[part] : null}
            onChange={(value) => setPart(part, value ?? NaN)}
            min={min}
            max={max}
            w={width}
            data-testid={`calendar-${part}`}
          />
        ))}
        <NumberField
          label={t('calendar.amount')}
          value={options.amount}
          onChange={(value) => update({ amount: value ?? 0 })}
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
      {validity}
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
              { key: 'firstWeekday', label: t('calendar.firstWeekday'), value: weekdayName(facts.firstWeekdayOfMonth) },
            ]}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
