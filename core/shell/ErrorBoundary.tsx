import { Alert, Button, Stack } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('errors.screenFailed')} role="alert">
      <Stack gap="sm" align="flex-start">
        {t('errors.screenFailedDetail')}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('actions.reload')}
        </Button>
      </Stack>
    </Alert>
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
