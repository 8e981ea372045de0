/**
 * Sizes in the budget's decimal units (1 KB = 1000 bytes), for the row's notes and messages,
 * made in the worker. Rounded up, so "the smallest is 2.2 KB" never claims less than it is.
 */
export function formatBudget(bytes: number): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'MB'] : bytes >= 1000 ? [bytes / 1000, 'KB'] : [bytes, 'B'];
  const digits = unit === 'B' || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  const rounded = Math.ceil(value * 10 ** digits - 1e-9) / 10 ** digits;
  return `${rounded} ${unit}`;
}
