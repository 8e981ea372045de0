const primary = (tag: string) => tag.trim().toLowerCase().split('-')[0];

/**
 * Whether an element passes SVG's conditional attributes as Chromium reads them: requiredExtensions
 * names nothing it supports; systemLanguage matches one of the user's languages on its primary
 * subtag (en-GB passes for en-US). Absent attributes are null or undefined.
 */
export function passesConditionalAttributes(requiredExtensions: string | null | undefined, systemLanguage: string | null | undefined, languages: readonly string[]): boolean {
  if (requiredExtensions != null) return false;
  if (systemLanguage == null) return true;
  const user = new Set(languages.map(primary));
  return systemLanguage.split(',').some((tag) => tag.trim() !== '' && user.has(primary(tag)));
}
