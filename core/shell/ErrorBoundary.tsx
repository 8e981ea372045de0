import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ErrorBoundary.module.css';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.alert} role="alert">
      <p className={classes.title}>{t('errors.screenFailed')}</p>
      <p className={classes.detail}>{t('errors.screenFailedDetail')}</p>
      <button type="button" className={`${classes.retry} mantine-focus-auto mantine-active`} onClick={onRetry}>
        {t('actions.reload')}
      </button>
    </div>
  );
}

/** Catches a screen that failed to load or crashed, so the shell stays usable. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <LoadFailed onRetry={() => window.location.reload()} /> : this.props.children;
  }
}
