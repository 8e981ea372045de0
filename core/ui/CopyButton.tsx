import { ActionIcon, Button } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from './clipboard';
import { Hint } from './Hint';
import { toastError } from './toasts';

interface CopyButtonProps {
  /** The text to copy, or a function that produces it at click time. */
  value: string | (() => string);
  /** Shows a labelled button instead of an icon. */
  withLabel?: boolean;
  /** What is copied ("Copy patch"), instead of the plain "Copy". */
  label?: string;
  size?: 'xs' | 'sm' | 'md';
  'data-testid'?: string;
}

/** Copy-to-clipboard with feedback; every tool result uses it. */
export function CopyButton({ value, withLabel, label: copyLabel, size = 'sm', ...rest }: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const ok = await copyText(typeof value === 'function' ? value() : value);
    if (!ok) return toastError(t('copy.failed'));
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  const label = copied ? t('copy.copied') : (copyLabel ?? t('copy.copy'));
  const icon = copied ? <IconCheck size={16} /> : <IconCopy size={16} />;
  if (withLabel) {
    return (
      <Button size={size} variant="light" leftSection={icon} onClick={copy} color={copied ? 'teal' : undefined} data-testid={rest['data-testid']}>
        {label}
      </Button>
    );
  }
  return (
    <Hint label={label} placement="top" align="end">
      <ActionIcon variant="subtle" size={size === 'xs' ? 'sm' : 'md'} onClick={copy} aria-label={label} color={copied ? 'teal' : 'gray'} data-testid={rest['data-testid']}>
        {icon}
      </ActionIcon>
    </Hint>
  );
}
