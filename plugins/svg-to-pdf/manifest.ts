import { IconFileTypePdf } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';
import { acceptImages } from '../../kits/image/accept';

export default defineManifest({
  id: 'svg-to-pdf',
  category: 'svg',
  icon: IconFileTypePdf,
  path: '/svg/svg-to-pdf',
  order: 40,
  popular: false,
  updated: '2026-11-23',
  accept: acceptImages('svg'),
  runsOn: 'main',
  produces: ['application/pdf'],
  screen: () => import('./screen'),
});
