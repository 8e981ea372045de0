import { useTranslation } from 'react-i18next';
import controls from './controls.module.css';
import classes from './Loading.module.css';

export function Loading() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <div className={classes.loading} role="status" aria-live="polite">
      <span className={classes.spinner} aria-hidden />
      <p className={controls.dimmed}>{ready ? t('loading') : 'Loading…'}</p>
    </div>
  );
}
