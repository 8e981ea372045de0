/**
 * Linear sRGB to the XYB colour space of JPEG XL, shifted into 0–1 as SSIMULACRA2 does
 * (MakePositiveXYB): X·14 + 0.42, Y + 0.01, B − Y + 0.55. Constants from libjxl's opsin_params.h.
 */
const f = Math.fround;
const M02 = f(0.078), M00 = f(0.3), M01 = f(1 - M02 - M00);
const M12 = f(0.078), M10 = f(0.23), M11 = f(1 - M12 - M10);
const M20 = f(0.24342268924547819), M21 = f(0.20476744424496821), M22 = f(1 - M20 - M21);
const BIAS = f(0.0037930732552754493);
const CBRT_BIAS = Math.cbrt(BIAS);

// Cube roots are most of the conversion's cost: a table, refined by one Halley step (relative
// error under 1e-8 on the range used, [bias, 1 + bias]), is several times faster than Math.cbrt.
const TABLE_SIZE = 1024;
const TABLE_END = 1.02;
const TABLE_STEP = TABLE_SIZE / TABLE_END;
const CBRT_TABLE = Float64Array.from({ length: TABLE_SIZE + 2 }, (_, i) => Math.cbrt(i / TABLE_STEP));

export function fastCbrt(value: number): number {
  if (!(value < TABLE_END)) return Math.cbrt(value);
  const t = value * TABLE_STEP;
  const i = t | 0;
  const y = CBRT_TABLE[i] + (CBRT_TABLE[i + 1] - CBRT_TABLE[i]) * (t - i);
  const y3 = y * y * y;
  return (y * (y3 + 2 * value)) / (2 * y3 + value);
}

/** Converts `width` linear RGB values (from index 0) into positive X, Y and B, written into `out` from atX, atY and atB. */
export function toPositiveXyb(
  r: Float32Array,
  g: Float32Array,
  b: Float32Array,
  out: Float32Array,
  atX: number,
  atY: number,
  atB: number,
  width: number,
): void {
  for (let i = 0; i < width; i++) {
    const red = r[i], green = g[i], blue = b[i];
    const l = fastCbrt(Math.max(0, M00 * red + M01 * green + M02 * blue + BIAS)) - CBRT_BIAS;
    const m = fastCbrt(Math.max(0, M10 * red + M11 * green + M12 * blue + BIAS)) - CBRT_BIAS;
    const s = fastCbrt(Math.max(0, M20 * red + M21 * green + M22 * blue + BIAS)) - CBRT_BIAS;
    const y = 0.5 * (l + m);
    out[atX + i] = 0.5 * (l - m) * 14 + 0.42;
    out[atY + i] = y + 0.01;
    out[atB + i] = s - y + 0.55;
  }
}
