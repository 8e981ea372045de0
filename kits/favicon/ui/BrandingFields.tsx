import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColorInputOnFirstUse } from '../../../core/ui/ColorInputOnFirstUse';
import { FAVICON_KIT_NAMESPACE } from '../kit-i18n';

export interface BrandingValue {
  appName: string;
  themeColor: string;
  backgroundColor: string;
}

interface BrandingFieldsProps<T extends BrandingValue> {
  value: T;
  onChange(next: T): void;
  /** The generator sets its background with the icon's own colours. */
  withBackground?: boolean;
}

/** App name and colours for site.webmanifest and the snippet, the same in both favicon tools. */
export function BrandingFields<T extends BrandingValue>({ value, onChange, withBackground = true }: BrandingFieldsProps<T>) {
  const { t } = useTranslation(FAVICON_KIT_NAMESPACE);
  const set = (patch: Partial<BrandingValue>) => onChange({ ...value, ...patch });
  return (
    <SimpleGrid cols={{ base: 1, sm: withBackground ? 3 : 2 }} spacing="sm">
      <TextInput label={t('branding.appName')} value={value.appName} maxLength={60} onChange={(event) => set({ appName: event.currentTarget.value })} data-testid="favicon-app-name" />
      <ColorInputOnFirstUse label={t('branding.themeColor')} value={value.themeColor} onChange={(themeColor) => set({ themeColor })} data-testid="favicon-theme-color" />
      {withBackground && (
        <ColorInputOnFirstUse
          label={t('branding.backgroundColor')}
          description={t('branding.backgroundHint')}
          value={value.backgroundColor}
          onChange={(backgroundColor) => set({ backgroundColor })}
          data-testid="favicon-background-color"
        />
      )}
    </SimpleGrid>
  );
}
