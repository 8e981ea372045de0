import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../brand';
import { useDocumentTitle } from '../shell/useDocumentTitle';

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
