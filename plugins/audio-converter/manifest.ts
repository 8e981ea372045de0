import { IconFileMusic } from '@tabler/icons-react';
import { FFMPEG_ENGINE_BYTES } from '../../kits/media/ffmpeg/core-files';
import { defineManifest } from '../../core/plugin/schema';

export default defineManifest({
  id: 'audio-converter',
  category: 'audio',
  icon: IconFileMusic,
  path: '/audio/audio-converter',
  order: 10,
  popular: true,
  updated: '2026-11-23',
  accept: {
    'audio/*': ['.mp3', '.wav', '.ogg', '.oga', '.opus', '.flac', '.aac', '.m4a', '.weba', '.aiff', '.aif', '.wma', '.amr'],
    'video/*': ['.mp4', '.webm', '.mov', '.mkv', '.avi'],
  },
  screen: () => import('./screen'),
  runsOn: 'engine',
  engines: [{ id: 'ffmpeg', bytes: FFMPEG_ENGINE_BYTES }],
  produces: ['audio/mpeg', 'audio/wav', 'audio/ogg', 'audio/aac', 'audio/mp4', 'audio/flac'],
  maxFileBytes: 2 * 1024 ** 3,
  keywords: ['mp3', 'wav', 'ogg', 'aac', 'm4a', 'flac', 'opus', 'vorbis', 'ffmpeg', 'sound', 'music'],
});
