import { Code, Group, List, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../core/ui/CopyButton';
import { FAVICON_KIT_NAMESPACE } from '../kit-i18n';

/** The <head> code to copy, with the three installation steps. */
export function SnippetPanel({ snippet }: { snippet: string }) {
  const { t } = useTranslation(FAVICON_KIT_NAMESPACE);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('steps.title')}
      </Title>
      <List type="ordered" size="sm" spacing={4}>
        <List.Item>{t('steps.unzip')}</List.Item>
        <List.Item>{t('steps.paste')}</List.Item>
        <List.Item>{t('steps.check')}</List.Item>
      </List>
      <Group justify="space-between">
        <Title order={4} size="h6">
          {t('snippet.title')}
        </Title>
        <CopyButton value={snippet} withLabel label={t('snippet.copy')} data-testid="copy-snippet" />
      </Group>
      <Code block data-testid="favicon-snippet" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {snippet}
      </Code>
    </Stack>
  );
}
