import { ActionIcon } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../ui/clipboard';
import { toastError, toastSuccess } from '../ui/toasts';
import { Hint } from '../ui/Hint';

export function ShareButton() {
  const { t } = useTranslation();
  const share = async () => {
    if (await copyText(window.location.href)) toastSuccess(t('share.copied'), t('share.copiedDetail'));
    else toastError(t('share.failed'), t('share.failedDetail'));
  };
  return (
    <Hint label={t('share.label')}>
      <ActionIcon variant="default" size="lg" onClick={share} aria-label={t('share.label')}>
        <IconShare size={18} />
      </ActionIcon>
    </Hint>
  );
}
