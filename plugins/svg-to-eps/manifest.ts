import { IconVectorBezier2 } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';
import { acceptImages } from '../../kits/image/accept';

export default defineManifest({
  id: 'svg-to-eps',
  category: 'svg',
  icon: IconVectorBezier2,
  path: '/svg/svg-to-eps',
  order: 45,
  popular: false,
  updated: '2026-11-23',
  accept: acceptImages('svg'),
  runsOn: 'main',
  produces: ['application/postscript'],
  screen: () => import('./screen'),
});
