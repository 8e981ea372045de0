/** The header comment that lists what the EPS approximates (e.g. "% Approximated: gradient, opacity"). */
export const APPROXIMATED_COMMENT = '% Approximated:';
