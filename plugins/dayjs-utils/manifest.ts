import { IconCalendarCode } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';

export default defineManifest({
  id: 'dayjs-utils',
  category: 'date',
  icon: IconCalendarCode,
  path: '/date/dayjs-utils',
  order: 10,
  popular: true,
  updated: '2026-11-23',
  runsOn: 'sandbox',
  screen: () => import('./screen'),
});
