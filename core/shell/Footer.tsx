import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BRAND } from '../brand';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Group component="footer" justify="center" gap="md" py="md" px="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        © {new Date().getFullYear()} {t('brand')}. {t('footer.rights')}
      </Text>
      <Anchor component={Link} href="/privacy" size="sm">
        {t('footer.privacy')}
      </Anchor>
      <Anchor href={`mailto:${BRAND.contactMail}`} size="sm">
        {t('footer.contact')}
      </Anchor>
    </Group>
  );
}
