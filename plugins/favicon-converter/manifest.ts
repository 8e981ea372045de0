import { IconWorld } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';
import { acceptImages } from '../../core/processing/image/accept';

export default defineManifest({
  id: 'favicon-converter',
  category: 'favicon',
  icon: IconWorld,
  path: '/favicon/converter',
  order: 10,
  updated: '2026-11-23',
  accept: acceptImages('png', 'jpeg', 'gif', 'webp', 'svg'),
  screen: () => import('./screen'),
});
