export interface PredictedSearch {
  /** Predicted bytes of the whole file at a quality (a sample encode; the caller caches it). */
  predict(quality: number): Promise<number>;
  /** Qualities predicted already: read again for free. */
  known: Iterable<number>;
  aim: number;
  min: number;
  max: number;
  start?: number;
  /**
   * The typical ln(bytes) at a quality, up to a constant (the format's curve): from one measured
   * point, the next guess follows the curve instead of a fixed slope (photos' files grow three times
   * faster per step above quality 75 than below).
   */
  shape?: (quality: number) => number;
}

/** d ln(bytes) / d quality without a shape: flatter below the first point than above it. */
const SLOPE = { down: 0.02, up: 0.045 };
const MAX_PREDICTIONS = 12;

/**
 * The highest quality in [min, max] predicted to fit `aim`, or null when `min` does not: exact on
 * the predictions (the next quality up is predicted not to fit), in few of them. The first comes
 * from `start`, the next from the curve's shape through it, then log-linear interpolation between
 * the nearest points either side.
 */
export async function highestPredictedFit({ predict, known, aim, min, max, start = 75, shape }: PredictedSearch): Promise<number | null> {
  const sizes = new Map<number, number>();
  for (const quality of known) if (quality >= min && quality <= max) sizes.set(quality, await predict(quality));
  let quality = clamp(Math.round(start), min, max);
  for (let round = 0; round < MAX_PREDICTIONS; round++) {
    if (!sizes.has(quality)) sizes.set(quality, await predict(quality));
    const points = [...sizes].sort((a, b) => a[0] - b[0]);
    const high = points.find(([, bytes]) => bytes > aim)?.[0] ?? max + 1;
    const low = points.filter(([q, bytes]) => q < high && bytes <= aim).at(-1)?.[0] ?? min - 1;
    if (high - low <= 1) break;
    quality = nextGuess(sizes, low, high, Math.log(aim), min, max, shape);
  }
  const fits = [...sizes].filter(([, bytes]) => bytes <= aim).map(([q]) => q);
  const lowestMiss = Math.min(max + 1, ...[...sizes].filter(([, bytes]) => bytes > aim).map(([q]) => q));
  const best = Math.max(min - 1, ...fits.filter((q) => q < lowestMiss));
  return best >= min ? best : null;
}

function nextGuess(sizes: Map<number, number>, low: number, high: number, aim: number, min: number, max: number, shape?: (quality: number) => number): number {
  const logAt = (q: number) => Math.log(Math.max(1, sizes.get(q)!));
  const measured = [...sizes.keys()].sort((x, y) => x - y);
  // The two points the guess goes through: either side of the aim, else the two nearest it on one side.
  const [a, b] = low >= min && high <= max ? [low, high] : low >= min ? measured.filter((q) => q <= low).slice(-2) : measured.filter((q) => q >= high).slice(0, 2);
  const curve = shape ?? ((q: number) => q * (q < (a ?? 75) ? SLOPE.down : SLOPE.up));
  // The curve stretched to the measured rise between the two points (with one point, as it is):
  // photos' files grow faster with each step up, so a straight line would guess low, a step at a time.
  const stretch = b !== undefined && a !== b && curve(b) !== curve(a) ? Math.min(4, Math.max(0.25, (logAt(b) - logAt(a)) / (curve(b) - curve(a)))) : 1;
  const from = a;
  let guess = low >= min ? low : low + 1;
  for (let q = low + 1; q < high; q++) if (logAt(from) + stretch * (curve(q) - curve(from)) <= aim) guess = q;
  let q = clamp(guess, low + 1, high - 1);
  while (sizes.has(q) && q < high - 1) q++;
  while (sizes.has(q) && q > low + 1) q--;
  return q;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
