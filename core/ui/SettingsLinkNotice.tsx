import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OptionsVisit } from '../settings/options-visit';
import { ignoredList, shortText } from './ignored-list';

/** "Settings from a link: …" with Keep them / Undo, while the settings of the address are pending. */
export default function SettingsLinkNotice({ visit }: { visit: OptionsVisit<unknown> }) {
  const { t, i18n } = useTranslation();
  const link = visit.link;
  if (!link) return null;
  const list = new Intl.ListFormat(i18n.language, { type: 'unit' });
  const applied = link.applied.length ? list.format(link.applied.map(({ key, value }) => `${key} = ${shortText(value)}`)) : t('settingsLink.noneApplied');
  const ignored = ignoredList(link.ignored, link.unread, t, i18n.language);
  return (
    <Alert color="blue" icon={<IconLink size={18} />} role="status" data-testid="settings-link-notice">
      <Text size="sm" data-testid="settings-link-applied">
        {t('settingsLink.applied', { list: applied, interpolation: { escapeValue: false } })}
      </Text>
      {ignored && (
        <Text size="sm" c="dimmed" mt={4} data-testid="settings-link-ignored">
          {t('settingsLink.ignored', { list: ignored, interpolation: { escapeValue: false } })}
        </Text>
      )}
      {link.applied.length > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('settingsLink.pending')}
        </Text>
      )}
      <Group gap="xs" mt="xs">
        <Button size="xs" onClick={() => visit.keep()} disabled={link.applied.length === 0} data-testid="settings-link-keep">
          {t('settingsLink.keep')}
        </Button>
        <Button size="xs" variant="default" onClick={() => visit.undo()} data-testid="settings-link-undo">
          {t('settingsLink.undo')}
        </Button>
      </Group>
    </Alert>
  );
}
