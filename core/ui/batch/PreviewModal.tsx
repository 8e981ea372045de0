import { Center, Image, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { memo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileInfo } from '../../processing/processor';
import { previewKind, usePreviewUrl } from './preview-url';
import type { BatchRow } from './types';
import { useOpenedFile } from './useOpenedFile';

export interface CompareProps {
  original: File;
  result: Blob;
  /** What the worker measured of the result (its score, its difference map). */
  info?: FileInfo;
}

interface PreviewModalProps {
  row: BatchRow | null;
  onClose(): void;
  Compare?: ComponentType<CompareProps>;
}

/** Shows a result: the plugin's comparison view when it has one, else the output by its MIME type. */
export const PreviewModal = memo(function PreviewModal({ row, onClose, Compare }: PreviewModalProps) {
  const { t } = useTranslation();
  const result = row?.result;
  const url = usePreviewUrl(result?.blob, result?.type);
  const original = useOpenedFile(Compare ? row?.file : undefined);
  const kind = result ? previewKind(result.type) : 'none';
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={Boolean(row)} onClose={onClose} size="xl" fullScreen={narrow} closeButtonProps={{ 'aria-label': t('actions.close') }} title={result?.name ?? row?.file.name} centered>
      {result && Compare ? (
        original && <Compare original={original} result={result.blob} info={result.info} />
      ) : url && kind === 'image' ? (
        <Center>
          <Image src={url} alt={t('batch.previewAlt', { name: result?.name })} mah="70vh" fit="contain" />
        </Center>
      ) : url && kind === 'video' ? (
        <video src={url} controls style={{ width: '100%', maxHeight: '70vh' }} data-testid="preview-video" />
      ) : url && kind === 'audio' ? (
        <audio src={url} controls style={{ width: '100%' }} data-testid="preview-audio" />
      ) : (
        <Text c="dimmed">{t('batch.noPreview')}</Text>
      )}
    </Modal>
  );
});
