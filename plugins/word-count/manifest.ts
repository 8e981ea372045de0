import { IconTextCaption } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';

export default defineManifest({
  id: 'word-count',
  category: 'writer',
  icon: IconTextCaption,
  path: '/writer/word-count',
  order: 10,
  popular: true,
  updated: '2026-11-23',
  screen: () => import('./screen'),
});
