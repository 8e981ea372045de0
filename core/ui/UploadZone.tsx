import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { useContext, useEffect, type MouseEvent } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { Accept } from '../plugin/schema';
import { matchesAccept } from '../files/accept';
import { importFiles, type ImportReport } from '../files/import-files';
import { ToolContext } from '../plugin/tool-context';
import { takeHandoff } from './batch/handoff';
import { toastError } from './toasts';
import { describeImport } from './upload/import-notice';
import { useDropZone } from './upload/useDropZone';
import classes from './UploadZone.module.css';

interface UploadZoneProps {
  accept?: Accept;
  multiple?: boolean;
  onFiles(files: File[]): void;
  /** Extra hint under the main text, e.g. the accepted formats. */
  hint?: string;
  /** A one-line "add more" bar, for once files are loaded (still a drop target, still takes paste). */
  compactLabel?: string;
  /** `onFiles` takes a ZIP's entries before they are inflated (ArchiveEntryFile; the batch opens each as it runs it). */
  opensEntries?: boolean;
}

function acceptedExtensions(accept?: Accept): string {
  if (!accept) return '';
  return [...new Set(Object.values(accept).flat())].map((ext) => ext.slice(1).toUpperCase()).join(', ');
}

export { matchesAccept };

/**
 * Click, drag and drop (files, folders or ZIP archives, whose files are taken out), or paste
 * (Ctrl/Cmd+V) files; everything is filtered by `accept`.
 */
export function UploadZone({ accept, multiple = true, onFiles, hint, compactLabel, opensEntries }: UploadZoneProps) {
  const { t, i18n } = useTranslation();
  const tool = useContext(ToolContext);
  const report = (what: ImportReport) => {
    const { title, message } = describeImport(what, t, i18n.language, acceptedExtensions(accept));
    toastError(title, message);
  };
  const reject = (names: string[]) => {
    if (names.length) report({ notices: [], rejected: names });
  };
  const take = (files: File[]) => {
    let given = false;
    // Files arrive a slice at a time (an archive's as they are inflated); a single-file zone takes the first.
    const give = (taken: File[]) => {
      if (multiple) onFiles(taken);
      else if (!given) onFiles(taken.slice(0, 1));
      given = true;
    };
    return importFiles(files, { accept, maxFileBytes: tool?.maxFileBytes, opensEntries }, give, report);
  };
  // A touch screen has nothing to drop files with: the prompt says tap instead.
  const touchOnly = useMediaQuery('(hover: none) and (pointer: coarse)');
  const { state, handler, ready } = useDropZone({ accept, multiple, onFiles: (files) => void take(files), onRejected: reject });

  // Results sent here with "Continue with…" from another tool arrive as if dropped.
  const toolId = tool?.id;
  useEffect(() => {
    if (!toolId) return;
    const handed = takeHandoff(toolId);
    if (handed.length) onFiles(multiple ? handed : handed.slice(0, 1));
    // Once per mount: the handoff is taken when the target screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toolId]);

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      const files = [...(event.clipboardData?.files ?? [])];
      if (!files.length) return;
      event.preventDefault();
      void take(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  });

  const formats = acceptedExtensions(accept);
  const { getRootProps, getInputProps, isDragActive } = state;
  if (compactLabel) {
    return (
      <Paper
        {...getRootProps({ className: `${classes.zone} ${classes.compact}`, 'aria-label': compactLabel })}
        radius="md"
        data-active={isDragActive || undefined}
        data-testid="upload-zone"
        data-dropzone={ready || undefined}
      >
        {handler}
        <input {...getInputProps({ 'aria-label': compactLabel })} data-testid="upload-input" />
        <Group justify="center" gap="xs" wrap="nowrap">
          <IconUpload size={18} className={classes.icon} aria-hidden />
          <Text fw={600} size="sm">
            {isDragActive ? t('upload.drop') : compactLabel}
          </Text>
        </Group>
      </Paper>
    );
  }
  return (
    <Paper
      {...getRootProps({ className: classes.zone, 'aria-label': t('upload.label') })}
      radius="md"
      data-active={isDragActive || undefined}
      data-testid="upload-zone"
      data-dropzone={ready || undefined}
    >
      {handler}
      <input {...getInputProps({ 'aria-label': t('upload.label') })} data-testid="upload-input" />
      <input
        type="file"
        hidden
        multiple
        {...{ webkitdirectory: '', directory: '' }}
        data-testid="upload-folder-input"
        aria-label={t('upload.folder')}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          void take(files);
        }}
        onClick={(event) => event.stopPropagation()}
      />
      <Group justify="center" gap="lg" wrap="nowrap">
        <IconUpload size={40} stroke={1.4} className={classes.icon} aria-hidden />
        <Stack gap={2}>
          <Text fw={600}>{isDragActive ? t('upload.drop') : touchOnly ? t('upload.promptTouch') : t('upload.prompt')}</Text>
          <Text size="sm" c="dimmed">
            {hint ?? (formats ? t('upload.formats', { formats }) : t('upload.anyFile'))}
          </Text>
          <Text size="xs" c="dimmed">
            {t('upload.privacy')}{' '}
            <Anchor component={Link} href="/privacy/check" size="xs" underline="always" onClick={(event: MouseEvent) => event.stopPropagation()} data-testid="upload-privacy-check">
              {t('upload.privacyCheck')}
            </Anchor>{' '}
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={(event) => {
                event.stopPropagation();
                (event.currentTarget.closest('[data-testid="upload-zone"]')?.querySelector('[data-testid="upload-folder-input"]') as HTMLInputElement | null)?.click();
              }}
            >
              {t('upload.folder')}
            </Anchor>
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
