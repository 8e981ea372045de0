import { IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../ui/clipboard';
import { loadOverlays } from './deferred-overlays';
import { Hint } from '../ui/Hint';
import controls from './controls.module.css';

export function ShareButton() {
  const { t } = useTranslation();
  const share = async () => {
    const copied = await copyText(window.location.href);
    // The toast store comes with the toasts' own code, not in the home's first load.
    const [{ toastError, toastSuccess }] = await Promise.all([import('../ui/toasts'), loadOverlays()]);
    if (copied) toastSuccess(t('share.copied'), t('share.copiedDetail'));
    else toastError(t('share.failed'), t('share.failedDetail'));
  };
  return (
    <Hint label={t('share.label')}>
      <button type="button" className={`${controls.iconButton} mantine-focus-auto mantine-active`} onClick={share} aria-label={t('share.label')}>
        <IconShare size={18} />
      </button>
    </Hint>
  );
}
