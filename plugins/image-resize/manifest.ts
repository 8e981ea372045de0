import { IconResize } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';

export default defineManifest({
  id: 'image-resize',
  category: 'image',
  icon: IconResize,
  path: '/image/image-resize',
  order: 50,
  popular: true,
  updated: '2026-11-23',
  accept: {
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/png': ['.png'],
    'image/webp': ['.webp'],
  },
  screen: () => import('./screen'),
});
