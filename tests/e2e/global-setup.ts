import { execFileSync } from 'node:child_process';

/** Real photos from Debian's mate-backgrounds package into .fixtures/photos (git-ignored). */
export default function globalSetup() {
  execFileSync('bash', ['scripts/fetch-photos.sh', '.fixtures'], { stdio: 'inherit' });
}
