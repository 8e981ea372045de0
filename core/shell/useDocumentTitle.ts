import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `<brand> - <description>`. */
export function useDocumentTitle(description: string) {
  const { t } = useTranslation();
  const brand = t('brand');
  useEffect(() => {
    document.title = `${brand} - ${description}`;
  }, [brand, description]);
}
