import { execFileSync } from 'node:child_process';

/**
 * Real test media from Debian packages into .fixtures/ (git-ignored): photos (mate-backgrounds),
 * SVG icons (adwaita-icon-theme), and a short video and audio made from them with ffmpeg.
 */
export default function globalSetup() {
  execFileSync('bash', ['scripts/fetch-photos.sh', '.fixtures'], { stdio: 'inherit' });
  execFileSync('bash', ['scripts/fetch-media.sh', '.fixtures'], { stdio: 'inherit' });
}
