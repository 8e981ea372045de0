import { ActionIcon } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ZodMiniType } from 'zod/mini';
import { appPath } from '../app/base-path';
import type { OptionsVisit } from '../settings/options-visit';
import { copyText } from './clipboard';
import { Hint } from './Hint';
import { toastError, toastSuccess } from './toasts';

/** "Copy link to these settings": the tool's address with its options on screen as the query. */
export default function CopySettingsLink({ visit, path }: { visit: OptionsVisit<unknown>; path: string }) {
  const { t } = useTranslation();
  if (!visit.schema) return null;
  const schema = visit.schema as ZodMiniType<unknown>;
  const copy = async () => {
    const { settingsQuery } = await import('../settings/settings-link');
    const query = settingsQuery(schema, visit.current);
    const url = `${window.location.origin}${appPath(path)}${query ? `?${query}` : ''}`;
    if (await copyText(url)) toastSuccess(t('settingsLink.copied'), t('settingsLink.copiedDetail'));
    else toastError(t('share.failed'), t('share.failedDetail'));
  };
  return (
    <Hint label={t('settingsLink.copy')} align="end">
      <ActionIcon variant="subtle" size="lg" aria-label={t('settingsLink.copy')} data-testid="copy-settings-link" onClick={() => void copy()}>
        <IconLink size={22} />
      </ActionIcon>
    </Hint>
  );
}
