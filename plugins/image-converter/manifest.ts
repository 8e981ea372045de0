import { IconTransform } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';
import { acceptImages } from '../../kits/image/accept';

export default defineManifest({
  id: 'image-converter',
  category: 'image',
  icon: IconTransform,
  path: '/image/image-converter',
  order: 20,
  popular: true,
  updated: '2026-11-23',
  accept: acceptImages('jpeg', 'png', 'webp', 'avif', 'gif', 'bmp', 'ico', 'svg'),
  produces: ['image/webp', 'image/png', 'image/jpeg', 'image/gif', 'image/avif'],
  keywords: ['convert', 'format', 'jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'bmp', 'ico', 'svg', 'to'],
  screen: () => import('./screen'),
});
