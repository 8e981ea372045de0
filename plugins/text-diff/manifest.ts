import { IconGitCompare } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';

export default defineManifest({
  id: 'text-diff',
  category: 'text',
  icon: IconGitCompare,
  path: '/text/text-diff',
  order: 20,
  popular: true,
  updated: '2026-11-23',
  screen: () => import('./screen'),
});
