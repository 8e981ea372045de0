import { IconEye } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';

export default defineManifest({
  id: 'svg-preview',
  category: 'svg',
  icon: IconEye,
  path: '/svg/svg-preview',
  order: 10,
  popular: false,
  updated: '2026-11-23',
  screen: () => import('./screen'),
});
