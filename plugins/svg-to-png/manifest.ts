import { IconFileTypePng } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';
import { acceptImages } from '../../kits/image/accept';

export default defineManifest({
  id: 'svg-to-png',
  category: 'svg',
  icon: IconFileTypePng,
  path: '/svg/svg-to-png',
  order: 20,
  popular: false,
  updated: '2026-11-23',
  accept: acceptImages('svg'),
  produces: ['image/png'],
  screen: () => import('./screen'),
});
