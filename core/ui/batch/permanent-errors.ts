/** Errors that come from the file itself: the same file fails the same way however often it is tried. */
const FILE_ERRORS = new Set([
  'errors.empty',
  'errors.truncated',
  'errors.tooLarge',
  'errors.notAnImage',
  'errors.fileTooLarge',
  'errors.svgInvalid',
  'errors.decode',
]);

/** True when retrying cannot help, so the row offers no Retry. */
export function failsEveryTime(errorKey: string | undefined): boolean {
  return errorKey !== undefined && FILE_ERRORS.has(errorKey);
}
