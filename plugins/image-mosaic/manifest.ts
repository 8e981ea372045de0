import { IconGridDots } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';
import { acceptImages } from '../../kits/image/accept';

export default defineManifest({
  id: 'image-mosaic',
  category: 'image',
  icon: IconGridDots,
  path: '/image/image-mosaic',
  order: 40,
  popular: false,
  updated: '2026-11-23',
  accept: acceptImages('jpeg', 'png', 'webp', 'gif', 'heic'),
  produces: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  keywords: ['mosaic', 'pixelate', 'blur', 'censor', 'redact', 'hide', 'privacy'],
  screen: () => import('./screen'),
});
