import { Center, Image, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchRow } from './types';
import { useObjectUrl } from './useObjectUrl';

export interface CompareProps {
  original: File;
  result: Blob;
}

interface PreviewModalProps {
  row: BatchRow | null;
  onClose(): void;
  Compare?: ComponentType<CompareProps>;
}

/** Shows a result: the plugin's comparison view when it has one, else the image itself. */
export function PreviewModal({ row, onClose, Compare }: PreviewModalProps) {
  const { t } = useTranslation();
  const url = useObjectUrl(row?.result?.blob);
  const isImage = row?.result?.type.startsWith('image/');
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={Boolean(row)} onClose={onClose} size="xl" fullScreen={narrow} closeButtonProps={{ 'aria-label': t('actions.close') }} title={row?.result?.name ?? row?.file.name} centered>
      {row?.result && Compare ? (
        <Compare original={row.file} result={row.result.blob} />
      ) : url && isImage ? (
        <Center>
          <Image src={url} alt={t('batch.previewAlt', { name: row?.result?.name })} mah="70vh" fit="contain" />
        </Center>
      ) : (
        <Text c="dimmed">{t('batch.noPreview')}</Text>
      )}
    </Modal>
  );
}
