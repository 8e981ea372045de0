import { Select } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { useMemo } from 'react';
import { timeZones } from './timestamp';

/** A searchable list of every IANA time zone the browser supports. */
export function ZoneSelect({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const { t } = useToolTranslation();
  const zones = useMemo(timeZones, []);
  return (
    <Select
      label={t('zone')}
      data={zones}
      value={value}
      onChange={(zone) => zone && onChange(zone)}
      searchable
      allowDeselect={false}
      limit={400}
      w={260}
      data-testid="zone-select"
    />
  );
}
