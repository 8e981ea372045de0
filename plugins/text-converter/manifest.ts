import { IconLetterCase } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';

export default defineManifest({
  id: 'text-converter',
  category: 'text',
  icon: IconLetterCase,
  path: '/text/text-converter',
  order: 10,
  popular: true,
  updated: '2026-11-23',
  screen: () => import('./screen'),
});
