import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OptionsVisit } from '../settings/options-visit';

/** A link's values are the visitor's to read, not ours to trust: shown as text, and cut short. */
const MAX_SHOWN_CHARS = 40;
const MAX_SHOWN_IGNORED = 5;
const short = (text: string) => (text.length > MAX_SHOWN_CHARS ? `${text.slice(0, MAX_SHOWN_CHARS)}…` : text);

/** "Settings from a link: …" with Keep them / Undo, while the settings of the address are pending. */
export default function SettingsLinkNotice({ visit }: { visit: OptionsVisit<unknown> }) {
  const { t, i18n } = useTranslation();
  const link = visit.link;
  if (!link) return null;
  const list = new Intl.ListFormat(i18n.language, { type: 'unit' });
  const applied = link.applied.length ? list.format(link.applied.map(({ key, value }) => `${key} = ${short(value)}`)) : t('settingsLink.noneApplied');
  const shownIgnored = link.ignored.slice(0, MAX_SHOWN_IGNORED).map(short);
  const hidden = link.ignored.length - shownIgnored.length + link.unread;
  const ignored = list.format(hidden > 0 ? [...shownIgnored, t('settingsLink.more', { number: new Intl.NumberFormat(i18n.language).format(hidden) })] : shownIgnored);
  return (
    <Alert color="blue" icon={<IconLink size={18} />} role="status" data-testid="settings-link-notice">
      <Text size="sm" data-testid="settings-link-applied">
        {t('settingsLink.applied', { list: applied, interpolation: { escapeValue: false } })}
      </Text>
      {shownIgnored.length > 0 && (
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
