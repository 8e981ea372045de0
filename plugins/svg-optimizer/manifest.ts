import { IconBrandSpeedtest } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';

export default defineManifest({
  id: 'svg-optimizer',
  category: 'svg',
  icon: IconBrandSpeedtest,
  path: '/svg/svg-optimizer',
  order: 80,
  popular: true,
  updated: '2026-11-23',
  accept: { 'image/svg+xml': ['.svg'] },
  screen: () => import('./screen'),
});
