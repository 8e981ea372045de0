import { ActionIcon, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTool, useToolTranslation } from '../../core/ui/tool-context';
import { IconCheck, IconPhotoX, IconTrash } from '@tabler/icons-react';
import { useSafeImageUrl } from '../../core/ui/safe-image-url';
import { formatBytes } from '../../core/ui/format';
import type { MosaicImage } from './image-state';
import classes from './ImageList.module.css';
import { jobKey, type MosaicSettings } from './options';

interface ImageListProps {
  images: MosaicImage[];
  selectedId?: string;
  settings: MosaicSettings;
  onSelect(id: string): void;
  onRemove(id: string): void;
}

/** The images being edited: pick one to edit, see which are applied or failed, remove any. */
export function ImageList({ images, selectedId, settings, onSelect, onRemove }: ImageListProps) {
  const { t, i18n } = useToolTranslation();
  return (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('images.title')} data-testid="mosaic-images">
      {images.map((image) => (
        <Group
          component="li"
          key={image.id}
          gap="xs"
          wrap="nowrap"
          p={4}
          className={classes.item}
          data-selected={image.id === selectedId || undefined}
          data-testid="mosaic-image"
          data-name={image.file.name}
          data-status={image.status}
        >
          <UnstyledButton
            onClick={() => onSelect(image.id)}
            aria-current={image.id === selectedId || undefined}
            style={{ flex: 1, minWidth: 0 }}
          >
            <Group gap="xs" wrap="nowrap">
              <Thumbnail image={image} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" truncate="end">
                  {image.file.name}
                </Text>
                <Text size="xs" c="dimmed" data-testid="mosaic-image-size">
                  {formatBytes(image.file.size, i18n.language)}
                  {image.result && ` → ${formatBytes(image.result.blob.size, i18n.language)}`}
                </Text>
                <ImageStatus image={image} settings={settings} />
              </Stack>
            </Group>
          </UnstyledButton>
          <ActionIcon variant="subtle" color="red" aria-label={t('images.remove', { name: image.file.name })} onClick={() => onRemove(image.id)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}

function Thumbnail({ image }: { image: MosaicImage }) {
  const url = useSafeImageUrl(image.status === 'ready' ? (image.result?.blob ?? image.file) : undefined);
  const box = { width: 44, height: 44, flex: 'none' as const, borderRadius: 4 };
  if (image.status === 'failed') return <IconPhotoX size={28} style={{ ...box, padding: 8 }} color="var(--mantine-color-red-6)" aria-hidden />;
  if (!url) return <Loader size="sm" style={{ ...box, padding: 12 }} />;
  return <img src={url} alt="" style={{ ...box, objectFit: 'cover' }} />;
}

function ImageStatus({ image, settings }: { image: MosaicImage; settings: MosaicSettings }) {
  const { t } = useToolTranslation();
  const tool = useTool();
  if (image.status === 'loading') return <Text size="xs" c="dimmed">{t('images.loading')}</Text>;
  if (image.error)
    return (
      <Text size="xs" className={classes.error} role="alert" data-testid="mosaic-image-error">
        {t(image.error, { ...image.errorParams, ns: [tool.id, 'common'] })}
      </Text>
    );
  if (image.processing) return <Text size="xs" c="dimmed">{t('images.processing')}</Text>;
  const current = image.result?.key === jobKey({ ...settings, regions: image.history.present });
  if (image.result && current)
    return (
      <Text size="xs" className={classes.applied}>
        <IconCheck size={12} aria-hidden /> {t('images.applied')}
      </Text>
    );
  return <Text size="xs" c="dimmed">{t('images.regions', { count: image.history.present.length })}</Text>;
}
