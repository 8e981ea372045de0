import { Textarea } from '@mantine/core';
import { useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TEXT_CHARS, MAX_TEXT_MB } from '../text/limits';

interface LongTextInputProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange(value: string): void;
  'data-testid'?: string;
}

/**
 * The text tools' input: a textarea that grows with its text from 10 to 24 rows, and refuses text
 * over MAX_TEXT_CHARS with a message under the field (a paste is checked before the browser inserts
 * it, so a huge paste never reaches the page's state).
 */
export function LongTextInput({ label, placeholder, value, onChange, ...rest }: LongTextInputProps) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState(false);
  const accept = (next: string) => {
    const tooLong = next.length > MAX_TEXT_CHARS;
    setRefused(tooLong);
    if (!tooLong) onChange(next);
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    const { selectionStart, selectionEnd } = event.currentTarget;
    if (value.length - (selectionEnd - selectionStart) + pasted.length > MAX_TEXT_CHARS) {
      event.preventDefault();
      setRefused(true);
    }
  };
  return (
    <Textarea
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => accept(event.currentTarget.value)}
      onPaste={onPaste}
      error={refused ? t('text.tooLong', { mb: MAX_TEXT_MB }) : undefined}
      autosize
      minRows={10}
      maxRows={24}
      {...rest}
    />
  );
}
