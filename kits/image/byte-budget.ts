/**
 * "At most N bytes": the highest encoder quality whose file fits a byte budget, in few encodes.
 * File size grows with quality, roughly exponentially, so the search works in log-bytes: the first
 * guess moves from a start quality along a typical slope, later guesses interpolate between the
 * nearest measured points (kept inside the bracket, so it never does worse than bisection), and it
 * stops as soon as a fitting file is within `closeEnough` of the budget.
 */
export interface BudgetSearch {
  encode(quality: number): Promise<ArrayBuffer>;
  budget: number;
  min?: number;
  max?: number;
  /** Where to start; a good guess saves encodes. */
  start?: number;
  /**
   * d ln(bytes) / d quality before two points are known, going down and going up from the start:
   * on photos the curve is flatter below quality 75 (MozJPEG, WebP: about 0.02) than above (0.05).
   */
  slope?: { down: number; up: number };
  /** A fitting file at least this share of the budget is accepted at once. */
  closeEnough?: number;
  maxEncodes?: number;
}

export interface BudgetAttempt {
  quality: number;
  bytes: ArrayBuffer;
}

export interface BudgetSearchResult {
  /** The highest-quality file found that fits, or null when even `min` does not. */
  fit: BudgetAttempt | null;
  /** The smallest file made (at `min` when nothing fit and the search got there). */
  smallest: BudgetAttempt;
  encodes: number;
}

export const BUDGET_QUALITY_MAX = 95;

export async function fitQualityToBudget({
  encode,
  budget,
  min = 10,
  max = BUDGET_QUALITY_MAX,
  start = 75,
  slope = { down: 0.02, up: 0.045 },
  closeEnough = 0.94,
  maxEncodes = 7,
}: BudgetSearch): Promise<BudgetSearchResult> {
  const tried = new Map<number, number>();
  let fit: BudgetAttempt | null = null;
  let smallest: BudgetAttempt | null = null;
  /** Highest quality known to fit and lowest known not to: the answer lies in between. */
  let low = min - 1;
  let high = max + 1;
  let quality = clamp(Math.round(start), min, max);
  // Aim a little under the budget, so an interpolated guess usually lands on the fitting side.
  const aim = Math.log(budget * (1 + closeEnough) * 0.5);
  while (tried.size < maxEncodes) {
    const bytes = await encode(quality);
    tried.set(quality, bytes.byteLength);
    if (!smallest || bytes.byteLength < smallest.bytes.byteLength) smallest = { quality, bytes };
    if (bytes.byteLength <= budget) {
      fit = { quality, bytes };
      low = quality;
      if (quality === max || bytes.byteLength >= budget * closeEnough) break;
    } else {
      high = quality;
      if (quality === min) break;
    }
    // A fitting file two steps below one that does not fit: a difference no one sees, not worth an encode.
    if (high - low <= (fit ? 2 : 1)) break;
    quality = nextGuess(tried, low, high, aim, slope, min, max);
  }
  if (!fit && !tried.has(min)) {
    // Nothing fit: the message names the smallest file reachable, so make it.
    const bytes = await encode(min);
    tried.set(min, bytes.byteLength);
    if (bytes.byteLength <= budget) fit = { quality: min, bytes };
    if (bytes.byteLength < smallest!.bytes.byteLength) smallest = { quality: min, bytes };
  }
  return { fit, smallest: smallest!, encodes: tried.size };
}

/**
 * Interpolates ln(bytes) between the measured points either side of the aim, or extrapolates from
 * the two nearest on one side (the prior slope with one point); inside (low, high) and untried.
 */
function nextGuess(tried: Map<number, number>, low: number, high: number, aim: number, slope: { down: number; up: number }, min: number, max: number): number {
  const points = [...tried].map(([q, size]) => ({ q, log: Math.log(Math.max(1, size)) })).sort((a, b) => a.q - b.q);
  const below = points.filter((p) => p.log <= aim).at(-1);
  const above = points.find((p) => p.log > aim);
  const [a, b] = below && above ? [below, above] : below ? points.filter((p) => p.log <= aim).slice(-2) : points.slice(0, 2);
  let guess: number;
  if (a && b && b.q !== a.q && b.log > a.log) {
    const measured = Math.min(0.15, Math.max(0.005, (b.log - a.log) / (b.q - a.q)));
    const from = below && above ? a : below ? b : a;
    guess = from.q + (aim - from.log) / measured;
  } else {
    const from = (below ?? above)!;
    guess = from.q + (aim - from.log) / (aim < from.log ? slope.down : slope.up);
  }
  const lowest = Math.max(low + 1, min);
  const highest = Math.min(high - 1, max);
  let q = clamp(Math.round(guess), lowest, highest);
  // A guess already measured (rounding) moves one step into the bracket.
  while (tried.has(q) && q < highest) q++;
  while (tried.has(q) && q > lowest) q--;
  return q;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
