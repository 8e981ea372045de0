import { useMemo } from 'react';
import { SelectOnFirstUse } from '../../core/ui/SelectOnFirstUse';
import { useToolTranslation } from '../../core/ui/tool-context';
import { timeZones } from './timestamp';

/** A searchable list of every IANA time zone the browser supports. */
export function ZoneSelect({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const { t } = useToolTranslation();
  const zones = useMemo(() => timeZones().map((zone) => ({ value: zone, label: zone })), []);
  return <SelectOnFirstUse label={t('zone')} data={zones} value={value} onChange={onChange} searchable limit={400} w={260} data-testid="zone-select" />;
}
