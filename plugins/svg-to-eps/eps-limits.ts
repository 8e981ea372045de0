/**
 * What the EPS writer refuses to write. It runs on the main thread, so a drawing that would take
 * it seconds is refused, as is a number a PostScript reader cannot take.
 */

/** Elements drawn in all (each `<use>` copy and each clip-path shape every time it is applied). */
export const MAX_DRAWN_ELEMENTS = 200_000;

/** Largest coordinate or matrix entry written (PostScript reals are single precision; no exponents). */
export const MAX_PS_NUMBER = 1e15;

export class DrawBudgetError extends Error {
  constructor(readonly limit: number) {
    super(`The SVG draws more than ${limit} elements`);
    this.name = 'DrawBudgetError';
  }
}

export class EpsNumberError extends Error {
  constructor(value: number) {
    super(`A number too large for EPS: ${value}`);
    this.name = 'EpsNumberError';
  }
}
