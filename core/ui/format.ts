/** Human-readable sizes and ratios for results rows, in the UI language. */
const UNITS = ['B', 'KB', 'MB', 'GB'];

// Creating a number format is slow (toLocaleString makes a new one per call, which showed up as
// long tasks while a batch of rows re-rendered), so one is kept per locale and digits.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string | undefined, maxDigits: number, minDigits = maxDigits): Intl.NumberFormat {
  const key = `${locale ?? ''}|${maxDigits}|${minDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: maxDigits, minimumFractionDigits: minDigits });
    numberFormats.set(key, format);
  }
  return format;
}

/** A number with at most `maxDigits` decimals (as `toLocaleString(locale, { maximumFractionDigits })`). */
export function formatNumber(value: number, locale?: string, maxDigits = 3): string {
  return numberFormat(locale, maxDigits, 0).format(value);
}

// A batch's rows show the same sizes on every render: formatting is ICU work, looking up is not.
const formattedBytes = new Map<string, string>();
const FORMATTED_BYTES_KEPT = 4000;

export function formatBytes(bytes: number, locale?: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '–';
  const key = `${locale ?? ''}|${bytes}`;
  let text = formattedBytes.get(key);
  if (text === undefined) {
    if (formattedBytes.size >= FORMATTED_BYTES_KEPT) formattedBytes.clear();
    text = bytesText(bytes, locale);
    formattedBytes.set(key, text);
  }
  return text;
}

function bytesText(bytes: number, locale?: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 ? 0 : value < 10 ? 2 : value < 100 ? 1 : 0;
  return `${numberFormat(locale, digits).format(value)} ${UNITS[unit]}`;
}

/** Size change in percent: -72 means the result is 72 % smaller. */
export function sizeChangePercent(before: number, after: number): number {
  if (before <= 0) return 0;
  return Math.round(((after - before) / before) * 1000) / 10;
}

/** "-72.5%" or "+3%", in the UI language. */
export function formatChange(percent: number, locale?: string): string {
  return `${percent > 0 ? '+' : ''}${formatNumber(percent, locale)}%`;
}

export function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

export function formatDimensions(width?: number, height?: number): string | undefined {
  return width && height ? `${width}×${height}` : undefined;
}
