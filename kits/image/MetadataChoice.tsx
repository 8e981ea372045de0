import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../core/ui/ChoiceField';
import { METADATA_MODES, type MetadataMode } from './metadata/metadata-mode';

/** The image tools' metadata choice: keep all, remove location and device details, remove all. */
export function MetadataChoice({ value, onChange }: { value: MetadataMode; onChange(mode: MetadataMode): void }) {
  const { t } = useTranslation();
  return (
    <ChoiceField
      label={t('metadata.choice')}
      description={t('metadata.choiceHint')}
      data={METADATA_MODES.map((mode) => ({ value: mode, label: t(`metadata.mode.${mode}`) }))}
      value={value}
      onChange={onChange}
      data-testid="option-metadata"
      maw={420}
    />
  );
}
