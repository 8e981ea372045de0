import { Button, Group, Text } from '@mantine/core';
import { IconFolderDown, IconFolderOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../toasts';
import type { FolderHandle, FolderSink } from './folder-sink';

interface DirectoryPickerWindow {
  showDirectoryPicker?: (options: { mode: 'readwrite'; id?: string }) => Promise<FolderHandle>;
}

const picker = () => (globalThis as DirectoryPickerWindow).showDirectoryPicker;

export interface SaveToFolderProps {
  toolId: string;
  folder: FolderSink | undefined;
  saveInto(folder: FolderSink | undefined): void;
}

/**
 * "Save to a folder": each result is written into a folder the visitor picks as its row finishes
 * (File System Access API, Chromium-based browsers), so a batch of thousands never waits in memory
 * for a ZIP. Elsewhere it says why it is missing and that the ZIP remains.
 */
export function SaveToFolder({ toolId, folder, saveInto }: SaveToFolderProps) {
  const { t } = useTranslation('common');
  const [opening, setOpening] = useState(false);
  const showPicker = picker();

  if (!showPicker) {
    return (
      <Text size="xs" c="dimmed" data-testid="save-folder-unsupported">
        {t('batch.folder.unsupported')}
      </Text>
    );
  }

  const choose = async () => {
    setOpening(true);
    try {
      const handle = await showPicker({ mode: 'readwrite', id: `localbox-${toolId}`.slice(0, 32) });
      // The writer (names, index) comes with the first folder chosen: most visits never choose one.
      const { FolderSink } = await import('./folder-sink');
      saveInto(await FolderSink.open(handle, toolId));
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) toastError(t('batch.folder.openFailed'), error instanceof Error ? error.message : String(error));
    } finally {
      setOpening(false);
    }
  };

  return (
    <Group gap="xs" wrap="wrap" data-testid="save-folder">
      {folder ? (
        <>
          <Text size="sm" data-testid="save-folder-name">
            {t('batch.folder.savingTo', { folder: folder.name })}
          </Text>
          <Button variant="subtle" size="compact-sm" leftSection={<IconFolderOff size={16} />} onClick={() => saveInto(undefined)}>
            {t('batch.folder.stop')}
          </Button>
        </>
      ) : (
        <>
          <Button variant="default" size="sm" leftSection={<IconFolderDown size={16} />} onClick={choose} loading={opening}>
            {t('batch.folder.choose')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('batch.folder.hint')}
          </Text>
        </>
      )}
    </Group>
  );
}
