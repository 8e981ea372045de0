import { Alert, List, Text, Title } from '@mantine/core';
import { IconShieldX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MeasuredViolation } from '../../network/network-messages';

/** Every request the security policy refused, said plainly; an extension's attempts land here too. */
export function ViolationList({ violations }: { violations: MeasuredViolation[] }) {
  const { t } = useTranslation();
  return (
    <section>
      <Title order={2} size="h3" mb={6}>
        {t('privacyCheck.blockedTitle')}
      </Title>
      {violations.length === 0 ? (
        <Text>{t('privacyCheck.noneBlocked')}</Text>
      ) : (
        <Alert color="red" icon={<IconShieldX size={18} />}>
          <Text size="sm" mb="xs">
            {t('privacyCheck.blockedBody')}
          </Text>
          <List size="sm" data-testid="privacy-violation-list">
            {violations.map((violation, index) => (
              <List.Item key={index}>
                {t('privacyCheck.blockedItem', {
                  address: violation.blockedURI || '?',
                  directive: violation.violatedDirective,
                  source: violation.source,
                  interpolation: { escapeValue: false },
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </section>
  );
}
