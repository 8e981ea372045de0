import { IconPhotoDown } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';
import { acceptImages } from '../../kits/image/accept';

export default defineManifest({
  id: 'image-compress',
  category: 'image',
  icon: IconPhotoDown,
  path: '/image/image-compress',
  order: 10,
  popular: true,
  updated: '2026-11-23',
  accept: acceptImages('jpeg', 'png', 'webp', 'avif', 'gif', 'bmp'),
  produces: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
  keywords: ['compress', 'shrink', 'smaller', 'optimize', 'mozjpeg', 'jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'bmp', 'reduce size'],
  screen: () => import('./screen'),
});
