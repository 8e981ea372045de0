import { IconCalendarTime } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';

export default defineManifest({
  id: 'date-utils',
  category: 'date',
  icon: IconCalendarTime,
  path: '/date/date-utils',
  order: 30,
  popular: true,
  updated: '2026-11-23',
  screen: () => import('./screen'),
});
