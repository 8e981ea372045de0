import { Badge, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { ChoiceField } from '../../core/ui/ChoiceField';
import { useToolTranslation } from '../../core/ui/tool-context';
import { useDebouncedValue } from '@mantine/hooks';
import { IconClock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { DateTimeField } from './DateTimeField';
import { wallTimeToMs } from './dayjs';
import { TIMESTAMP_UNITS, WALL_ZONES, localDateTimeText, type DateToolOptions, type UpdateOptions } from './options';
import { ResultRows } from './ResultRows';
import { describeInstant, formatIsoInZone, formatWithPattern, parseTimestamp, TIMESTAMP_PATTERNS, toTimestamps, zoneIsRedundant, type TimestampPattern } from './timestamp';
import { ZoneSelect } from './ZoneSelect';

const DEBOUNCE_MS = 150;

/** Timestamp → readable dates in several forms, and a date-time → timestamp. */
export function TimestampPanel({ options, update }: { options: DateToolOptions; update: UpdateOptions }) {
  const { t, i18n } = useToolTranslation();
  const [timestamp] = useDebouncedValue(options.timestamp, DEBOUNCE_MS);
  const [wallTime] = useDebouncedValue(options.wallTime, DEBOUNCE_MS);
  const parsed = useMemo(() => parseTimestamp(timestamp, options.unit), [timestamp, options.unit]);
  const instant = useMemo(
    () => (parsed ? describeInstant(parsed.ms, i18n.language, options.zone) : null),
    [parsed, i18n.language, options.zone],
  );
  const redundantZone = zoneIsRedundant(options.zone);
  // The formatted row follows the chosen zone; "local" and UTC need no zone name.
  const patternZone = redundantZone && options.zone !== 'UTC' ? 'local' : options.zone;
  const zoneLabel = patternZone === 'local' ? t('rows.local') : options.zone;
  const wallZoneChoice = redundantZone && options.wallZone === 'zone' ? (options.zone === 'UTC' ? 'utc' : 'local') : options.wallZone;
  const wallZone = wallZoneChoice === 'utc' ? 'UTC' : wallZoneChoice === 'zone' ? options.zone : 'local';
  const wallMs = useMemo(() => wallTimeToMs(wallTime, wallZone), [wallTime, wallZone]);

  const setNow = () => {
    const now = Date.now();
    update({ timestamp: String(options.unit === 'milliseconds' ? now : Math.floor(now / 1000)), wallTime: localDateTimeText(now) });
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('timestamp.input')}
          placeholder={t('timestamp.placeholder')}
          value={options.timestamp}
          onChange={(event) => update({ timestamp: event.currentTarget.value })}
          w={260}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          inputMode="numeric"
          data-testid="timestamp-input"
          error={!parsed && timestamp.trim() !== '' ? t('timestamp.invalid') : undefined}
        />
        <SegmentedControl
          aria-label={t('timestamp.unit')}
          value={options.unit}
          onChange={(unit) => update({ unit: unit as DateToolOptions['unit'] })}
          data={TIMESTAMP_UNITS.map((value) => ({ value, label: t(`units.${value}`) }))}
        />
        <Button variant="light" leftSection={<IconClock size={16} />} onClick={setNow} data-testid="timestamp-now">
          {t('now')}
        </Button>
        <ZoneSelect value={options.zone} onChange={(zone) => update({ zone })} />
      </Group>
      {parsed && (
        <Text size="sm" c="dimmed">
          {t('timestamp.readAs')}{' '}
          <Badge variant="light" data-testid="timestamp-unit">
            {t(`units.${parsed.unit}`)}
          </Badge>
        </Text>
      )}
      <ChoiceField
        label={t('timestamp.pattern')}
        data={TIMESTAMP_PATTERNS.map((pattern) => ({ value: pattern, label: pattern }))}
        value={options.pattern}
        onChange={(pattern: TimestampPattern) => update({ pattern })}
        w={260}
        data-testid="timestamp-pattern"
      />
      {instant && parsed && (
        <ResultRows
          rows={[
            { key: 'formatted', label: t('rows.formatted', { zone: zoneLabel }), value: formatWithPattern(parsed.ms, options.pattern, patternZone) },
            { key: 'local', label: t('rows.local'), value: instant.local },
            { key: 'utc', label: t('rows.utc'), value: instant.utc },
            { key: 'iso', label: t('rows.iso'), value: instant.iso },
            { key: 'rfc2822', label: t('rows.rfc2822'), value: instant.rfc2822 },
            // A zone that is the local one or UTC would repeat the rows above.
            ...(redundantZone
              ? []
              : [
                  { key: 'zoned', label: t('rows.zoned', { zone: options.zone }), value: instant.zoned },
                  { key: 'zonedIso', label: t('rows.zonedIso', { zone: options.zone }), value: instant.zonedIso },
                ]),
            { key: 'seconds', label: t('rows.seconds'), value: instant.seconds },
            { key: 'milliseconds', label: t('rows.milliseconds'), value: instant.milliseconds },
          ]}
        />
      )}

      <Text fw={600} mt="sm">{t('toTimestamp.title')}</Text>
      <Group align="flex-end" wrap="wrap">
        <DateTimeField
          label={t('toTimestamp.input')}
          value={options.wallTime}
          onChange={(wallTime) => update({ wallTime })}
          invalid={wallMs === null}
          data-testid="walltime-input"
        />
        <SegmentedControl
          aria-label={t('toTimestamp.readIn')}
          value={wallZoneChoice}
          onChange={(wallZone) => update({ wallZone: wallZone as DateToolOptions['wallZone'] })}
          data={WALL_ZONES.filter((value) => value !== 'zone' || !redundantZone).map((value) => ({
            value,
            label: value === 'zone' ? options.zone : t(`toTimestamp.zones.${value}`),
          }))}
        />
      </Group>
      {wallMs !== null && (
        <ResultRows
          rows={[
            { key: 'wall-seconds', label: t('rows.seconds'), value: String(toTimestamps(wallMs).seconds) },
            { key: 'wall-milliseconds', label: t('rows.milliseconds'), value: String(wallMs) },
            { key: 'wall-iso', label: t('rows.iso'), value: new Date(wallMs).toISOString() },
            ...(redundantZone ? [] : [{ key: 'wall-zonedIso', label: t('rows.zonedIso', { zone: options.zone }), value: formatIsoInZone(wallMs, options.zone) }]),
          ]}
        />
      )}
    </Stack>
  );
}
