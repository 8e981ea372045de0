import { Alert, List, Text, Title } from '@mantine/core';
import { IconShieldX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MeasuredViolation } from '../../network/network-messages';
import { WEBRTC_DIRECTIVE } from '../../network/webrtc-guard';

/**
 * A frame the policy refuses is refused once its navigation is under way: Chromium may already have
 * looked up the host's name and opened a connection. Other refused requests never start.
 */
const FRAME_DIRECTIVES = new Set(['frame-src', 'child-src']);

/** Every request the security policy refused, said plainly, with what still reached the network. */
export function ViolationList({ violations }: { violations: MeasuredViolation[] }) {
  const { t } = useTranslation();
  const item = (violation: MeasuredViolation) => {
    if (violation.violatedDirective === WEBRTC_DIRECTIVE) return t('privacyCheck.blockedWebRtc', { servers: violation.blockedURI || '?', interpolation: { escapeValue: false } });
    const text = t('privacyCheck.blockedItem', { address: violation.blockedURI || '?', directive: violation.violatedDirective, source: violation.source, interpolation: { escapeValue: false } });
    return FRAME_DIRECTIVES.has(violation.violatedDirective) ? `${text} ${t('privacyCheck.blockedFrame')}` : text;
  };
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
              <List.Item key={index}>{item(violation)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </section>
  );
}
