import { IconPhotoDown } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';
import { acceptImages } from '../../core/processing/image/accept';

export default defineManifest({
  id: 'image-compress',
  category: 'image',
  icon: IconPhotoDown,
  path: '/image/image-compress',
  order: 10,
  popular: true,
  updated: '2026-11-23',
  accept: acceptImages('jpeg', 'png', 'webp', 'avif', 'gif', 'bmp'),
  screen: () => import('./screen'),
});
