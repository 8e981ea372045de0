/** Node-side tests only: the real photos 640 px wide that `scripts/fetch-media.sh` puts in .fixtures (git-ignored). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SMALL_PHOTOS = path.resolve('.fixtures/photos-small');

/** False on a fresh clone before the fixtures are fetched (`npm test` fetches them for the browser tests). */
export const haveSmallPhotos = existsSync(SMALL_PHOTOS) && readdirSync(SMALL_PHOTOS).some((name) => name.endsWith('.jpg'));

export function smallPhoto(name: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(SMALL_PHOTOS, `${name}.jpg`)));
}
