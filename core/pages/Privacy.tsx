import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../brand';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { countRememberedTexts, forgetRememberedTexts, siteStorage } from './forget-texts';

const SECTIONS = ['intro', 'processing', 'analytics', 'cookies'] as const;

export default function Privacy() {
  const { t } = useTranslation();
  useDocumentTitle(t('privacy.title'));
  return (
    <Stack maw={760} mx="auto" gap="lg">
      <Title order={1}>{t('privacy.title')}</Title>
      {SECTIONS.map((section) => (
        <section key={section}>
          <Title order={2} size="h3" mb={6}>
            {t(`privacy.${section}.title`)}
          </Title>
          <Text>{t(`privacy.${section}.body`)}</Text>
        </section>
      ))}
      <RememberedTexts />
      <section>
        <Title order={2} size="h3" mb={6}>
          {t('privacy.contact.title')}
        </Title>
        <Text>
          {t('privacy.contact.body')} <Anchor href={`mailto:${BRAND.contactMail}`} underline="always">{BRAND.contactMail}</Anchor>
        </Text>
      </section>
      <Text c="dimmed" size="sm">
        {t('privacy.updated', { date: BRAND.privacyUpdated })}
      </Text>
    </Stack>
  );
}

/** What tools remember of the visitor's own texts, and a button to forget it all. */
function RememberedTexts() {
  const { t } = useTranslation();
  const [count, setCount] = useState(() => {
    const storage = siteStorage();
    return storage ? countRememberedTexts(storage) : 0;
  });
  const [forgotten, setForgotten] = useState(false);
  const forget = () => {
    const storage = siteStorage();
    if (storage) forgetRememberedTexts(storage);
    setCount(0);
    setForgotten(true);
  };
  return (
    <section data-testid="privacy-remembered">
      <Title order={2} size="h3" mb={6}>
        {t('privacy.remembered.title')}
      </Title>
      <Text>{t('privacy.remembered.body')}</Text>
      <Group mt="sm" gap="md">
        <Button variant="light" color="red" onClick={forget} disabled={count === 0} data-testid="forget-texts">
          {t('privacy.remembered.forget')}
        </Button>
        <Text size="sm" c="dimmed" role="status">
          {forgotten ? t('privacy.remembered.forgotten') : count === 0 ? t('privacy.remembered.nothing') : ''}
        </Text>
      </Group>
    </section>
  );
}
