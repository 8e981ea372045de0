import { Tabs } from '@mantine/core';
import { useToolTranslation } from '../../core/ui/tool-context';
import { IconCalendar, IconCalendarStats, IconClockHour4, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentToolOptions } from '../../core/settings/tool-options';
import { CalendarPanel } from './CalendarPanel';
import { InfoPanel } from './InfoPanel';
import { TABS, defaultOptions, optionsSchema, type DateToolOptions, type UpdateOptions } from './options';
import { RangePanel } from './RangePanel';
import { TimestampPanel } from './TimestampPanel';

const TAB_ICONS = { timestamp: IconClockHour4, calendar: IconCalendar, range: IconCalendarStats, info: IconInfoCircle };
const PANELS = { timestamp: TimestampPanel, calendar: CalendarPanel, range: RangePanel, info: InfoPanel };

export default function DateUtilsScreen() {
  const { t } = useToolTranslation();
  const [defaults] = useState(() => defaultOptions(Date.now()));
  const { options, setOptions, current } = useCurrentToolOptions(defaults, optionsSchema);
  const update: UpdateOptions = (patch) => setOptions({ ...current(), ...patch });

  return (
    <Tabs value={options.tab} onChange={(tab) => tab && update({ tab: tab as DateToolOptions['tab'] })} keepMounted={false}>
      <Tabs.List mb="md">
        {TABS.map((tab) => {
          const Icon = TAB_ICONS[tab];
          return (
            <Tabs.Tab key={tab} value={tab} leftSection={<Icon size={16} />} data-testid={`tab-${tab}`}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {TABS.map((tab) => {
        const Panel = PANELS[tab];
        return (
          <Tabs.Panel key={tab} value={tab}>
            <Panel options={options} update={update} />
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
