import { IconPhotoDown } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';

export default defineManifest({
  id: 'image-compress',
  category: 'image',
  icon: IconPhotoDown,
  path: '/image/image-compress',
  order: 10,
  popular: true,
  updated: '2026-11-23',
  accept: {
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/png': ['.png'],
    'image/webp': ['.webp'],
    'image/avif': ['.avif'],
    'image/gif': ['.gif'],
    'image/bmp': ['.bmp'],
  },
  screen: () => import('./screen'),
});
