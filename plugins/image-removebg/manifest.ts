import { IconScissors } from '@tabler/icons-react';
import { defineManifest } from '../../core/plugin/schema';
import { acceptImages } from '../../kits/image/accept';
import { MODELS } from './models';

export default defineManifest({
  id: 'image-removebg',
  category: 'image',
  icon: IconScissors,
  path: '/image/image-removebg',
  order: 30,
  popular: true,
  updated: '2026-11-23',
  accept: acceptImages('jpeg', 'png', 'webp', 'heic'),
  screen: () => import('./screen'),
  runsOn: 'engine',
  engines: [{ id: 'removebg', bytes: MODELS[0].bytes }],
  produces: ['image/png'],
  keywords: ['remove background', 'cut out', 'transparent', 'AI', 'segmentation', 'png'],
});
