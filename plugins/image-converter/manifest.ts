import { IconTransform } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';

export default defineManifest({
  id: 'image-converter',
  category: 'image',
  icon: IconTransform,
  path: '/image/image-converter',
  order: 20,
  popular: true,
  updated: '2026-11-23',
  accept: {
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/png': ['.png'],
    'image/webp': ['.webp'],
    'image/avif': ['.avif'],
    'image/gif': ['.gif'],
    'image/bmp': ['.bmp'],
    'image/x-icon': ['.ico'],
    'image/svg+xml': ['.svg'],
  },
  screen: () => import('./screen'),
});
