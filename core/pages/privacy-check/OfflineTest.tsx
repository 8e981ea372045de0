import { Badge, Group, List, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    addEventListener('online', update);
    addEventListener('offline', update);
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** How to prove it without trusting us: cut the network and run the tool again. */
export function OfflineTest() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <section data-testid="privacy-offline-test">
      <Group gap="sm" mb={6}>
        <Title order={2} size="h3">
          {t('privacyCheck.offline.title')}
        </Title>
        <Badge color={online ? 'blue' : 'teal'} variant="light" data-testid="privacy-online">
          {online ? t('privacyCheck.offline.online') : t('privacyCheck.offline.offline')}
        </Badge>
      </Group>
      <Text mb="xs">{t('privacyCheck.offline.body')}</Text>
      <List type="ordered" spacing={4}>
        {(['open', 'cut', 'run', 'check'] as const).map((step) => (
          <List.Item key={step}>{t(`privacyCheck.offline.${step}`)}</List.Item>
        ))}
      </List>
    </section>
  );
}
