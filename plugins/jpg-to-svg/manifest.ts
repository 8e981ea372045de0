import { IconVectorSpline } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';

export default defineManifest({
  id: 'jpg-to-svg',
  category: 'svg',
  icon: IconVectorSpline,
  path: '/svg/jpg-to-svg',
  order: 70,
  popular: false,
  updated: '2026-11-23',
  accept: { 'image/jpeg': ['.jpg', '.jpeg'] },
  screen: () => import('./screen'),
});
