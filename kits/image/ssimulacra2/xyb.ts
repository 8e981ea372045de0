/**
 * The opsin absorbance of JPEG XL's XYB (libjxl's opsin_params.h), which kernels.wat applies to linear
 * sRGB before the cube roots. Each row sums to 1, its remaining entry computed in single precision
 * as the reference does.
 */
const f = Math.fround;
const M02 = f(0.078), M00 = f(0.3), M01 = f(f(1 - M02) - M00);
const M12 = f(0.078), M10 = f(0.23), M11 = f(f(1 - M12) - M10);
const M20 = f(0.24342268924547819), M21 = f(0.20476744424496821), M22 = f(f(1 - M20) - M21);

export const OPSIN_ABSORBANCE = Float32Array.of(M00, M01, M02, M10, M11, M12, M20, M21, M22);
export const OPSIN_BIAS = f(0.0037930732552754493);
