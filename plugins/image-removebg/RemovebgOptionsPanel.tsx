import { Alert, Anchor, Button, FileButton, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconBolt, IconCpu, IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { OptionsProps } from '../../core/ui/BatchTool';
import { ColorInputOnFirstUse } from '../../core/ui/ColorInputOnFirstUse';
import { formatBytes } from '../../core/ui/format';
import { MODELS, type ModelId } from './models';
import { OUTPUTS, type OutputKind, type RemovebgOptions } from './options';
import { hasWebGpu } from './webgpu';

function useWebGpu(): boolean | null {
  const [available, setAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void hasWebGpu().then((yes) => live && setAvailable(yes));
    return () => {
      live = false;
    };
  }, []);
  return available;
}

export function RemovebgOptionsPanel({ value, onChange }: OptionsProps<RemovebgOptions>) {
  const { t, i18n } = useTranslation('image-removebg');
  const set = (patch: Partial<RemovebgOptions>) => onChange({ ...value, ...patch });
  const webGpu = useWebGpu();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="removebg-model-label">
          {t('options.model')}
        </Text>
        <SegmentedControl
          aria-labelledby="removebg-model-label"
          data={MODELS.map((m) => ({ value: m.id, label: t('options.modelChoice', { name: t(`models.${m.id}`), size: formatBytes(m.bytes, i18n.language) }) }))}
          value={value.model}
          onChange={(model) => set({ model: model as ModelId })}
          data-testid="option-model"
        />
        <Text size="xs" c="dimmed">
          {t(`models.${value.model}Hint`)} {t('options.modelCached')}
        </Text>
        <Text size="xs" c="dimmed" data-testid="removebg-model-terms">
          {t('options.modelTerms')}{' '}
          <Anchor component={Link} href="/about#licences" size="xs" underline="always">
            {t('options.modelTermsLink')}
          </Anchor>
        </Text>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="removebg-output-label">
          {t('options.output')}
        </Text>
        <SegmentedControl
          aria-labelledby="removebg-output-label"
          data={OUTPUTS.map((output) => ({ value: output, label: t(`outputs.${output}`) }))}
          value={value.output}
          onChange={(output) => set({ output: output as OutputKind })}
          data-testid="option-output"
        />
      </Stack>
      {value.output === 'colour' && (
        <ColorInputOnFirstUse
          label={t('options.colour')}
          value={value.colour}
          onChange={(colour) => set({ colour })}
          maw={240}
        />
      )}
      {value.output === 'image' && (
        <Group gap="sm">
          <FileButton accept="image/jpeg,image/png,image/webp" onChange={(file) => file && set({ backgroundImage: file })}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPhoto size={16} />} data-testid="option-background-image">
                {t('options.chooseBackground')}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {value.backgroundImage instanceof File ? value.backgroundImage.name : value.backgroundImage ? t('options.backgroundChosen') : t('options.noBackground')}
          </Text>
        </Group>
      )}
      {webGpu !== null && (
        <Alert
          variant="light"
          color={webGpu ? 'teal' : 'gray'}
          icon={webGpu ? <IconBolt size={18} /> : <IconCpu size={18} />}
          data-testid="webgpu-notice"
          data-webgpu={webGpu ? 'enabled' : 'unsupported'}
        >
          {webGpu ? t('webgpu.enabled') : t('webgpu.unsupported')}
        </Alert>
      )}
    </Stack>
  );
}
