import { IconMovie } from '@tabler/icons-react';
import { FFMPEG_ENGINE_BYTES } from '../../kits/media/ffmpeg/core-files';
import { defineManifest } from '../../core/plugin/schema';

export default defineManifest({
  id: 'video-compress',
  category: 'video',
  icon: IconMovie,
  path: '/video/video-compress',
  order: 10,
  popular: true,
  updated: '2026-11-23',
  accept: {
    'video/mp4': ['.mp4', '.m4v'],
    'video/webm': ['.webm'],
    'video/quicktime': ['.mov'],
    'video/x-msvideo': ['.avi'],
    'video/x-matroska': ['.mkv'],
  },
  screen: () => import('./screen'),
  runsOn: 'engine',
  engines: [{ id: 'ffmpeg', bytes: FFMPEG_ENGINE_BYTES }],
  produces: ['video/mp4', 'video/webm'],
  maxFileBytes: 4 * 1024 ** 3,
  keywords: ['mp4', 'webm', 'mov', 'avi', 'mkv', 'h264', 'vp9', 'av1', 'ffmpeg', 'webcodecs', 'handbrake', 'shrink'],
});
