import { useTranslation } from 'react-i18next';

/** Shown instead of the app inside another site's frame: one link that opens it in its own tab. */
export function FramedNotice() {
  const { t } = useTranslation();
  return (
    <p data-testid="framed-notice" style={{ font: '16px system-ui, sans-serif', padding: 16 }}>
      {t('frame.notice')}{' '}
      <a href={window.location.href} target="_blank" rel="noopener noreferrer">
        {t('frame.open')}
      </a>
    </p>
  );
}
