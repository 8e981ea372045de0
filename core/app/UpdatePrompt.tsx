import { Button, Group, Notification } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { runningJobs, subscribeJobs } from '../processing/activity';
import { pendingUpdate } from './pwa';

/** Offers a waiting app update, and only while no job runs: a reload never kills a batch. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const ready = useSyncExternalStore(pendingUpdate.subscribe, pendingUpdate.ready);
  const busy = useSyncExternalStore(subscribeJobs, runningJobs) > 0;
  if (!ready || busy) return null;
  return (
    <Notification
      withCloseButton={false}
      title={t('update.ready')}
      style={{ position: 'fixed', bottom: 16, left: 16, zIndex: 300, maxWidth: 360 }}
      data-testid="update-prompt"
    >
      <Group justify="flex-end" mt="xs">
        <Button size="xs" leftSection={<IconRefresh size={14} />} onClick={pendingUpdate.apply}>
          {t('update.reload')}
        </Button>
      </Group>
    </Notification>
  );
}
