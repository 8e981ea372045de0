import { Checkbox, Collapse, Group, Button, SimpleGrid, Slider, Stack, Switch, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionsProps } from '../../core/ui/BatchTool';
import { MAX_PRECISION, MIN_PRECISION, PRESET_PLUGINS, type OptimizerOptions, type PresetPlugin } from './options';

export function OptimizerOptionsPanel({ value, onChange }: OptionsProps<OptimizerOptions>) {
  const { t } = useTranslation('svg-optimizer');
  const [showPlugins, setShowPlugins] = useState(false);
  const set = (patch: Partial<OptimizerOptions>) => onChange({ ...value, ...patch });
  const togglePlugin = (name: PresetPlugin, on: boolean) =>
    set({ disabled: on ? value.disabled.filter((item) => item !== name) : [...value.disabled, name] });
  const enabledCount = PRESET_PLUGINS.length - value.disabled.length;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Switch label={t('options.multipass')} description={t('options.multipassHint')} checked={value.multipass} onChange={(e) => set({ multipass: e.currentTarget.checked })} />
        <Switch label={t('options.removeScripts')} description={t('options.removeScriptsHint')} checked={value.removeScripts} onChange={(e) => set({ removeScripts: e.currentTarget.checked })} />
        <Switch label={t('options.autoPrecision')} description={t('options.autoPrecisionHint')} checked={value.autoPrecision} onChange={(e) => set({ autoPrecision: e.currentTarget.checked })} data-testid="option-auto-precision" />
        <Switch label={t('options.pretty')} checked={value.pretty} onChange={(e) => set({ pretty: e.currentTarget.checked })} />
      </SimpleGrid>
      {!value.autoPrecision && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="svgo-precision-label">
            {t('options.precision', { value: value.precision })}
          </Text>
          <Slider
            aria-labelledby="svgo-precision-label"
            min={MIN_PRECISION}
            max={MAX_PRECISION}
            step={1}
            marks={[{ value: 0, label: '0' }, { value: 3, label: '3' }, { value: 8, label: '8' }]}
            value={value.precision}
            onChange={(precision) => set({ precision })}
            maw={360}
            mb="md"
          />
        </Stack>
      )}
      <Stack gap="xs">
        <Group gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={showPlugins ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
            onClick={() => setShowPlugins((open) => !open)}
            aria-expanded={showPlugins}
            data-testid="toggle-plugins"
          >
            {t('options.plugins', { enabled: enabledCount, total: PRESET_PLUGINS.length })}
          </Button>
          {value.disabled.length > 0 && (
            <Button variant="default" size="compact-sm" onClick={() => set({ disabled: [] })}>
              {t('options.pluginsReset')}
            </Button>
          )}
        </Group>
        <Collapse expanded={showPlugins}>
          <Text size="xs" c="dimmed" mb="xs">
            {t('options.pluginsHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={6}>
            {PRESET_PLUGINS.map((name) => (
              <Checkbox
                key={name}
                size="xs"
                label={t(`options.pluginNames.${name}`)}
                title={name}
                data-plugin={name}
                checked={!value.disabled.includes(name)}
                onChange={(e) => togglePlugin(name, e.currentTarget.checked)}
              />
            ))}
          </SimpleGrid>
        </Collapse>
      </Stack>
    </Stack>
  );
}
