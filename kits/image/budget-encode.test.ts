import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BudgetUnreachable, encodeWithinBudget } from './budget-encode';
import type { Pixels } from './pixels';
import { decodeAny, nodeCodecs } from './testing/node-decode';

/** A full-size photo (2560 × 1600) from `scripts/fetch-photos.sh`: large enough for the band-sample search. */
const PHOTO = '.fixtures/photos/Blinds.jpg';

describe.runIf(existsSync(PHOTO))('encodeWithinBudget on a 4 MP photo (band-sample search)', () => {
  let photo: Pixels;
  beforeAll(async () => {
    await nodeCodecs();
    photo = await decodeAny(new Uint8Array(readFileSync(PHOTO)));
  });

  it('meets 100 KB close to the budget in at most three whole encodes; a budget beyond any file takes quality 95 in one', async () => {
    const fit = await encodeWithinBudget(photo, [{ format: 'jpeg' }], 100_000, { allowResize: true });
    expect(fit.bytes.byteLength).toBeLessThanOrEqual(100_000);
    expect(fit.bytes.byteLength).toBeGreaterThan(90_000);
    expect(fit).toMatchObject({ width: photo.width, height: photo.height });
    expect(fit.encodes).toBeLessThanOrEqual(3);
    const generous = await encodeWithinBudget(photo, [{ format: 'jpeg' }], 1e9, { allowResize: true });
    expect(generous).toMatchObject({ quality: 95, encodes: 1, width: photo.width });
  }, 120_000);

  it('a budget of 1 byte fails with the smallest file reachable, made for real at the smallest size', async () => {
    const error = await encodeWithinBudget(photo, [{ format: 'jpeg' }], 1, { allowResize: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BudgetUnreachable);
    // The smallest size is 320 × 200 (an eighth a side): a JPEG of it at quality 10 is a few KB.
    expect((error as BudgetUnreachable).smallest).toBeGreaterThan(1000);
    expect((error as BudgetUnreachable).smallest).toBeLessThan(20_000);
  }, 120_000);
});
