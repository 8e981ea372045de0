import { Button, Group, Textarea } from '@mantine/core';
import { IconClipboardText } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Code, not words: the same in every language. */
const PLACEHOLDER = '<svg xmlns="http://www.w3.org/2000/svg" …>';

/** Paste one SVG's code: it joins the batch as pasted.svg. */
export function PasteSvg({ addFiles }: { addFiles(files: File[]): void }) {
  const { t } = useTranslation('svg-optimizer');
  const [code, setCode] = useState('');
  const submit = () => {
    addFiles([new File([code], 'pasted.svg', { type: 'image/svg+xml' })]);
    setCode('');
  };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <Textarea
        style={{ flex: 1 }}
        label={t('paste.label')}
        placeholder={PLACEHOLDER}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={8}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-xs)' } }}
        data-testid="paste-svg"
      />
      <Button leftSection={<IconClipboardText size={16} />} onClick={submit} disabled={!code.trim()} data-testid="paste-svg-submit">
        {t('paste.submit')}
      </Button>
    </Group>
  );
}
