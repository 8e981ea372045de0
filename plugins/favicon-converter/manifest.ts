import { IconWorld } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';
import { acceptImages } from '../../kits/image/accept';

export default defineManifest({
  id: 'favicon-converter',
  category: 'favicon',
  icon: IconWorld,
  path: '/favicon/converter',
  order: 10,
  updated: '2026-11-23',
  accept: acceptImages('png', 'jpeg', 'gif', 'webp', 'svg', 'heic'),
  produces: ['image/x-icon', 'image/png', 'image/svg+xml', 'application/manifest+json'],
  keywords: ['favicon', 'ico', 'icon', 'apple touch icon', 'webmanifest', 'pwa', 'png to ico', 'logo'],
  screen: () => import('./screen'),
});
