import { Alert, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ignoredList } from '../../ui/ignored-list';

/** The parameters of a recipe link that were not used, named (as text, cut short); nothing when all were. */
export function IgnoredNotice({ ignored, unread }: { ignored: string[]; unread: number }) {
  const { t, i18n } = useTranslation();
  const list = ignoredList(ignored, unread, t, i18n.language);
  if (!list) return null;
  return (
    <Alert color="yellow" icon={<IconLink size={18} />} role="status" data-testid="recipe-link-notice">
      <Text size="sm">{t('settingsLink.ignored', { list, interpolation: { escapeValue: false } })}</Text>
    </Alert>
  );
}
