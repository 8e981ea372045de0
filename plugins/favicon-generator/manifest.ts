import { IconLetterCase } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';

export default defineManifest({
  id: 'favicon-generator',
  category: 'favicon',
  icon: IconLetterCase,
  path: '/favicon/generator',
  order: 20,
  updated: '2026-11-23',
  screen: () => import('./screen'),
});
