import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import type { Accept } from '../plugin/schema';
import { toastError } from './toasts';
import classes from './UploadZone.module.css';

interface UploadZoneProps {
  accept?: Accept;
  multiple?: boolean;
  onFiles(files: File[]): void;
  /** Extra hint under the main text, e.g. the accepted formats. */
  hint?: string;
}

function acceptedExtensions(accept?: Accept): string {
  if (!accept) return '';
  return [...new Set(Object.values(accept).flat())].map((ext) => ext.slice(1).toUpperCase()).join(', ');
}

/** Does a pasted file match `accept` (by MIME type or extension)? */
export function matchesAccept(file: File, accept?: Accept): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  return Object.entries(accept).some(
    ([mime, extensions]) =>
      (mime.endsWith('/*') ? file.type.startsWith(mime.slice(0, -1)) : file.type === mime) ||
      extensions.some((ext) => name.endsWith(ext)),
  );
}

/** Click, drag and drop (files or folders), or paste (Ctrl/Cmd+V) files; filters by `accept`. */
export function UploadZone({ accept, multiple = true, onFiles, hint }: UploadZoneProps) {
  const { t } = useTranslation();
  const reject = (names: string[]) => {
    if (names.length) toastError(t('upload.rejected'), t('upload.rejectedDetail', { names: names.join(', '), formats: acceptedExtensions(accept) }));
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept,
    multiple,
    onDrop: (accepted: File[], rejections: FileRejection[]) => {
      if (accepted.length) onFiles(accepted);
      reject(rejections.map((r) => r.file.name));
    },
  });

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      const files = [...(event.clipboardData?.files ?? [])];
      if (!files.length) return;
      event.preventDefault();
      const ok = files.filter((file) => matchesAccept(file, accept));
      if (ok.length) onFiles(multiple ? ok : ok.slice(0, 1));
      reject(files.filter((file) => !ok.includes(file)).map((file) => file.name));
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  });

  const formats = acceptedExtensions(accept);
  return (
    <Paper
      {...getRootProps({ className: classes.zone, 'aria-label': t('upload.label') })}
      radius="md"
      data-active={isDragActive || undefined}
      data-testid="upload-zone"
    >
      <input {...getInputProps({ 'aria-label': t('upload.label') })} data-testid="upload-input" />
      <Group justify="center" gap="lg" wrap="nowrap">
        <IconUpload size={40} stroke={1.4} className={classes.icon} aria-hidden />
        <Stack gap={2}>
          <Text fw={600}>{isDragActive ? t('upload.drop') : t('upload.prompt')}</Text>
          <Text size="sm" c="dimmed">
            {hint ?? (formats ? t('upload.formats', { formats }) : t('upload.anyFile'))}
          </Text>
          <Text size="xs" c="dimmed">
            {t('upload.privacy')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
