import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text c="dimmed">{ready ? t('loading') : 'Loading…'}</Text>
      </Stack>
    </Center>
  );
}
