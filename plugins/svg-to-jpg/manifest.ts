import { IconFileTypeJpg } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';
import { acceptImages } from '../../kits/image/accept';

export default defineManifest({
  id: 'svg-to-jpg',
  category: 'svg',
  icon: IconFileTypeJpg,
  path: '/svg/svg-to-jpg',
  order: 30,
  popular: false,
  updated: '2026-11-23',
  accept: acceptImages('svg'),
  produces: ['image/jpeg'],
  screen: () => import('./screen'),
});
