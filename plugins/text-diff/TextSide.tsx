import { ActionIcon, Button, FileButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { Hint } from '../../core/ui/Hint';
import { useToolTranslation } from '../../core/ui/tool-context';
import { IconFileUpload, IconX } from '@tabler/icons-react';
import { memo, useCallback, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { toastError } from '../../core/ui/toasts';
import { MAX_SIDE_CHARS, MAX_SIDE_MB } from './limits';
import { applyBoxEdit, boxValue, replaceInBox, type BoxSelection } from './line-breaks';

interface TextSideProps {
  side: 'left' | 'right';
  text: string;
  fileName?: string;
  /** `fromFile`: the text was opened or dropped, not typed. */
  onChange(text: string, fileName?: string, fromFile?: boolean): void;
}

/**
 * Longer texts are not put into the text box unless asked: a browser lays out a 1 MB textarea for
 * most of a second on every change, which is what made large comparisons feel frozen.
 */
const EDITABLE_LIMIT = 200_000;

/** One side of the comparison: type, paste, open or drop a text file. */
export const TextSide = memo(function TextSide({ side, text, fileName, onChange }: TextSideProps) {
  const { t } = useToolTranslation();
  const [dragging, setDragging] = useState(false);
  const [editLarge, setEditLarge] = useState(false);
  const collapsed = text.length > EDITABLE_LIMIT && !editLarge;
  // What an edit replaced decides the breaks of what it wrote (applyBoxEdit): the selection is
  // read as the edit begins, before the box holds the new value.
  const selection = useRef<BoxSelection | undefined>(undefined);
  const watchSelection = useCallback((box: HTMLTextAreaElement | null) => {
    if (!box) return;
    const before = () => (selection.current = { from: box.selectionStart, to: box.selectionEnd });
    box.addEventListener('beforeinput', before);
    return () => box.removeEventListener('beforeinput', before);
  }, []);
  const onBoxChange = (value: string) => {
    const replaced = selection.current;
    selection.current = undefined;
    onChange(applyBoxEdit(text, value, replaced), fileName);
  };

  const open = async (file: File | null) => {
    if (!file) return;
    // UTF-8 needs up to 3 bytes per UTF-16 unit; the exact limit is checked on the text.
    if (file.size > MAX_SIDE_CHARS * 3) return toastError(t('errors.tooLarge', { mb: MAX_SIDE_MB }));
    const content = await file.text();
    if (content.length > MAX_SIDE_CHARS) return toastError(t('errors.tooLarge', { mb: MAX_SIDE_MB }));
    setEditLarge(false);
    onChange(content, file.name, true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void open(event.dataTransfer.files[0] ?? null);
  };
  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDragging(true);
  };

  // A text box would turn pasted CRLF breaks into LF: paste the clipboard's own text instead.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (!pasted.includes('\r')) return;
    event.preventDefault();
    const box = event.currentTarget;
    const { selectionStart, selectionEnd } = box;
    onChange(replaceInBox(text, selectionStart, selectionEnd, pasted), fileName);
    // The new value moves the caret to the end; put it after the pasted text, as a paste does.
    const caret = selectionStart + boxValue(pasted).length;
    requestAnimationFrame(() => box.setSelectionRange(caret, caret));
  };

  const label = t(side);
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      style={dragging ? { borderColor: 'var(--mantine-primary-color-filled)', borderStyle: 'dashed' } : undefined}
      data-testid={`diff-${side}-side`}
    >
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Text fw={600} size="sm" truncate>
          {fileName ? `${label}: ${fileName}` : label}
        </Text>
        <Group gap={4} wrap="nowrap">
          <FileButton onChange={(file) => void open(file)}>
            {(props) => (
              <Hint label={t('openFile')} align="end">
                <ActionIcon {...props} variant="subtle" color="gray" aria-label={`${t('openFile')} (${label})`}>
                  <IconFileUpload size={16} />
                </ActionIcon>
              </Hint>
            )}
          </FileButton>
          <Hint label={t('clear')} align="end">
            <ActionIcon variant="subtle" color="gray" aria-label={`${t('clear')} (${label})`} onClick={() => onChange('')} disabled={!text}>
              <IconX size={16} />
            </ActionIcon>
          </Hint>
        </Group>
      </Group>
      {collapsed ? (
        <Stack align="center" justify="center" gap="xs" mih={220} data-testid={`diff-${side}-large`}>
          <Text size="sm" c="dimmed">{t('largeText', { n: text.length.toLocaleString() })}</Text>
          <Button size="xs" variant="default" onClick={() => setEditLarge(true)}>
            {t('editLarge')}
          </Button>
        </Stack>
      ) : (
        <Textarea
          aria-label={label}
          placeholder={t('placeholder')}
          // The box shows LF breaks; the side keeps its own (CRLF) and maps each edit onto them.
          value={boxValue(text)}
          ref={watchSelection}
          onChange={(e) => onBoxChange(e.currentTarget.value)}
          onPaste={onPaste}
          rows={10}
          resize="vertical"
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-xs)' } }}
          data-testid={`diff-${side}`}
        />
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {t('length', { n: text.length.toLocaleString() })}
      </Text>
    </Paper>
  );
});
