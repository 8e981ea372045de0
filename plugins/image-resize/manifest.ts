import { IconResize } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';
import { acceptImages } from '../../kits/image/accept';

export default defineManifest({
  id: 'image-resize',
  category: 'image',
  icon: IconResize,
  path: '/image/image-resize',
  order: 50,
  popular: true,
  updated: '2026-11-23',
  accept: acceptImages('jpeg', 'png', 'webp', 'gif', 'svg'),
  produces: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  keywords: ['resize', 'scale', 'dimensions', 'width', 'height', 'pixels', 'percent', 'jpg', 'png', 'webp'],
  screen: () => import('./screen'),
});
