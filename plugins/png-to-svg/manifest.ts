import { IconVectorBezier2 } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';

export default defineManifest({
  id: 'png-to-svg',
  category: 'svg',
  icon: IconVectorBezier2,
  path: '/svg/png-to-svg',
  order: 60,
  popular: false,
  updated: '2026-11-23',
  accept: { 'image/png': ['.png'] },
  screen: () => import('./screen'),
});
