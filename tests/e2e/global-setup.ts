import { execFileSync } from 'node:child_process';

/**
 * Real test media from Debian packages into .fixtures/ (git-ignored): photos (mate-backgrounds),
 * SVG icons (adwaita-icon-theme), a short video and audio made from them with ffmpeg, and the outcome
 * table's few made inputs (tests/outcomes/inputs.ts).
 */
export default function globalSetup() {
  execFileSync('bash', ['scripts/fetch-photos.sh', '.fixtures'], { stdio: 'inherit' });
  execFileSync('bash', ['scripts/fetch-media.sh', '.fixtures'], { stdio: 'inherit' });
  execFileSync('bash', ['scripts/fetch-outcome-inputs.sh', '.fixtures', process.env.OUTCOME_INPUTS ?? '.fixtures/outcomes'], { stdio: 'inherit' });
}
