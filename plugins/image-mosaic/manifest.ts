import { IconGridDots } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';
import { acceptImages } from '../../core/processing/image/accept';

export default defineManifest({
  id: 'image-mosaic',
  category: 'image',
  icon: IconGridDots,
  path: '/image/image-mosaic',
  order: 40,
  popular: false,
  updated: '2026-11-23',
  accept: acceptImages('jpeg', 'png', 'webp'),
  screen: () => import('./screen'),
});
