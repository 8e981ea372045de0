import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChainBreak } from '../step-chain';
import { RECIPES_NAMESPACE } from '../strings';

/** Why these steps cannot run in this order: the step that does not take what the one before it makes. */
export function BrokenChainNotice({ broken }: { broken: ChainBreak }) {
  const { t } = useTranslation(RECIPES_NAMESPACE);
  const params = { step: broken.step, tool: t('name', { ns: broken.tool }), previous: broken.step - 1, previousTool: t('name', { ns: broken.previous }) };
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="recipe-broken-chain">
      <Text size="sm">{t('brokenChain', params)}</Text>
    </Alert>
  );
}
