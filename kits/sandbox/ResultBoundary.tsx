import { Alert, Button, Stack } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RUNNER_NAMESPACE } from './runner-i18n';

function ResultFailed({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation(RUNNER_NAMESPACE);
  return (
    <Alert color="red" title={t('resultFailed')} role="alert" data-testid="code-runner-result-failed">
      <Stack gap="sm" align="flex-start">
        <Button size="xs" variant="light" color="red" onClick={onReset} data-testid="code-runner-reset">
          {t('resetCode')}
        </Button>
      </Stack>
    </Alert>
  );
}

interface ResultBoundaryProps {
  children: ReactNode;
  /** Puts the first example back (and runs it): a saved snippet can never keep the tool broken. */
  onReset(): void;
  /** Changes with every new outcome, so a later good result shows again. */
  resetKey: unknown;
}

/** Catches a result that fails to render, so only the result area shows the failure, with a way out. */
export class ResultBoundary extends Component<ResultBoundaryProps, { failed: boolean; key: unknown }> {
  state = { failed: false, key: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: ResultBoundaryProps, state: { failed: boolean; key: unknown }) {
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }
  render() {
    return this.state.failed ? <ResultFailed onReset={this.props.onReset} /> : this.props.children;
  }
}
