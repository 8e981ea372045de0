import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the tab title, leading with the page's own name ("Image Mosaic – Localbox") so several open
 * tabs can be told apart, and the meta description search engines and link previews show.
 */
export function useDocumentTitle(name: string, description?: string) {
  const { t } = useTranslation();
  const brand = t('brand');
  const siteDescription = t('site.description');
  useEffect(() => {
    document.title = name === brand ? `${brand} – ${siteDescription}` : `${name} – ${brand}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description ?? siteDescription);
  }, [brand, name, description, siteDescription]);
}
