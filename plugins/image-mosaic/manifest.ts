import { IconGridDots } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';

export default defineManifest({
  id: 'image-mosaic',
  category: 'image',
  icon: IconGridDots,
  path: '/image/image-mosaic',
  order: 60,
  popular: false,
  updated: '2026-11-23',
  accept: {
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/png': ['.png'],
    'image/webp': ['.webp'],
  },
  screen: () => import('./screen'),
});
