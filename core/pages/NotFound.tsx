import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDocumentTitle } from '../shell/useDocumentTitle';

export default function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Stack align="center" py="xl" gap="md" data-testid="not-found">
      <Title order={1}>404</Title>
      <Text size="lg">{t('notFound.title')}</Text>
      <Text c="dimmed">{t('notFound.body')}</Text>
      <Button component={Link} href="/">
        {t('notFound.back')}
      </Button>
    </Stack>
  );
}
