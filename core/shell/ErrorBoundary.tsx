import { Component, Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetToolOptions } from '../settings/options-key';
import classes from './ErrorBoundary.module.css';
import { isLoadFailure } from './load-failure';

interface FailureProps {
  /** The screen's code did not arrive (the connection may be at fault), rather than arriving and throwing. */
  loadFailed: boolean;
  onRetry(): void;
  /** Given for a tool's screen that threw (not one that did not load): its remembered options may be what breaks it. */
  onResetSettings?: () => void;
}

function ScreenFailed({ loadFailed, onRetry, onResetSettings }: FailureProps) {
  const { t } = useTranslation();
  const buttonClass = `${classes.retry} mantine-focus-auto mantine-active`;
  const detail = loadFailed ? 'errors.screenFailedDetail' : onResetSettings ? 'errors.screenCrashedSettings' : 'errors.screenCrashedDetail';
  return (
    <div className={classes.alert} role="alert" data-testid="screen-error">
      <p className={classes.title}>{t(loadFailed ? 'errors.screenFailed' : 'errors.screenCrashed')}</p>
      <p className={classes.detail}>{t(detail)}</p>
      <div className={classes.actions}>
        {onResetSettings && (
          <button type="button" className={buttonClass} onClick={onResetSettings}>
            {t('actions.resetToolSettings')}
          </button>
        )}
        <button type="button" className={buttonClass} onClick={onRetry}>
          {t('actions.reload')}
        </button>
      </div>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The tool whose screen this guards: its saved options can then be reset from the error. */
  toolId?: string;
}

/** Catches a screen that failed to load or crashed, so the shell stays usable. */
export class ScreenErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean; attempt: number }> {
  state = { error: null as unknown, failed: false, attempt: 0 };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  private resetSettings = () => {
    if (this.props.toolId) forgetToolOptions(this.props.toolId);
    // A new key mounts the screen afresh, reading its options again.
    this.setState(({ attempt }) => ({ error: null, failed: false, attempt: attempt + 1 }));
  };
  render() {
    if (!this.state.failed) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    const loadFailed = isLoadFailure(this.state.error);
    return <ScreenFailed loadFailed={loadFailed} onRetry={() => window.location.reload()} onResetSettings={this.props.toolId && !loadFailed ? this.resetSettings : undefined} />;
  }
}
