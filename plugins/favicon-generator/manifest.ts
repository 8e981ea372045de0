import { IconLetterCase } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';

export default defineManifest({
  id: 'favicon-generator',
  category: 'favicon',
  icon: IconLetterCase,
  path: '/favicon/generator',
  order: 20,
  updated: '2026-11-24',
  produces: ['image/x-icon', 'image/png', 'image/svg+xml', 'application/manifest+json'],
  keywords: ['favicon', 'ico', 'icon', 'emoji', 'letter', 'text', 'logo', 'pwa'],
  screen: () => import('./screen'),
});
