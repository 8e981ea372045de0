import { Button, Group, Stack } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { useDebouncedValue, useInterval } from '@mantine/hooks';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { DateTimeField } from './DateTimeField';
import { wallTimeToMs } from './dayjs';
import { dateInfo } from './info';
import { localDateTimeText, type DateToolOptions, type UpdateOptions } from './options';
import { ResultRows } from './ResultRows';

/** Weekday, quarter, ISO week, Unix time and relative time of a local date-time. */
export function InfoPanel({ options, update }: { options: DateToolOptions; update: UpdateOptions }) {
  const { t, i18n } = useToolTranslation();
  const [text] = useDebouncedValue(options.infoDate, 150);
  const [now, setNow] = useState(() => Date.now());
  const ticker = useInterval(() => setNow(Date.now()), 30_000);
  useEffect(() => {
    ticker.start();
    return ticker.stop;
  }, [ticker]);
  const ms = useMemo(() => wallTimeToMs(text, 'local'), [text]);
  const info = useMemo(() => (ms === null ? null : dateInfo(ms, now, i18n.language, 'local')), [ms, now, i18n.language]);

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <DateTimeField
          label={t('info.date')}
          value={options.infoDate}
          onChange={(infoDate) => update({ infoDate })}
          invalid={ms === null}
          data-testid="info-date"
        />
        <Button variant="light" leftSection={<IconClock size={16} />} onClick={() => update({ infoDate: localDateTimeText(Date.now()) })}>
          {t('now')}
        </Button>
      </Group>
      {info && (
        <ResultRows
          rows={[
            { key: 'info-weekday', label: t('info.weekday'), value: info.weekday },
            { key: 'info-quarter', label: t('info.quarter'), value: `Q${info.quarter}` },
            { key: 'info-isoWeek', label: t('info.isoWeek'), value: `${info.isoWeek.year}-W${String(info.isoWeek.week).padStart(2, '0')}` },
            { key: 'info-unix', label: t('rows.seconds'), value: String(info.unixSeconds) },
            { key: 'info-unixMs', label: t('rows.milliseconds'), value: String(info.unixMilliseconds) },
            { key: 'info-relative', label: t('info.relative'), value: info.relative },
            { key: 'info-dayOfYear', label: t('calendar.dayOfYear'), value: String(info.dayOfYear) },
            { key: 'info-age', label: t('info.age'), value: info.age === null ? t('info.notYet') : t('info.years', { count: info.age }) },
          ]}
        />
      )}
    </Stack>
  );
}
