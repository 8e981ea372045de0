import type { TFunction } from 'i18next';

/** A link's values are the visitor's to read, not ours to trust: shown as text, and cut short. */
const MAX_SHOWN_CHARS = 40;
const MAX_SHOWN_IGNORED = 5;
export const shortText = (text: string) => (text.length > MAX_SHOWN_CHARS ? `${text.slice(0, MAX_SHOWN_CHARS)}…` : text);

/** The first few ignored parameters of a link and "N more", as one list in the visitor's language (empty when none). */
export function ignoredList(ignored: string[], unread: number, t: TFunction, language: string): string {
  const shown = ignored.slice(0, MAX_SHOWN_IGNORED).map(shortText);
  if (!shown.length) return '';
  const hidden = ignored.length - shown.length + unread;
  const list = new Intl.ListFormat(language, { type: 'unit' });
  return list.format(hidden > 0 ? [...shown, t('settingsLink.more', { ns: 'common', number: new Intl.NumberFormat(language).format(hidden) })] : shown);
}
