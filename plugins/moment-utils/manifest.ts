import { IconClockCode } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';

export default defineManifest({
  id: 'moment-utils',
  category: 'date',
  icon: IconClockCode,
  path: '/date/moment-utils',
  order: 20,
  popular: false,
  updated: '2026-11-23',
  runsOn: 'sandbox',
  screen: () => import('./screen'),
});
