import { Group, NavLink } from '@mantine/core';
import { IconBrandGithub, IconCoffee } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../brand';

/** Donate and source, for phones, where the header has no room for them: shown in the drawer. */
export function ProjectLinks() {
  const { t } = useTranslation();
  return (
    <Group hiddenFrom="xs" gap={0} p="xs" data-testid="drawer-project-links" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <NavLink
        href={BRAND.donateUrl}
        target="_blank"
        rel="noopener noreferrer"
        label={t('header.donate')}
        leftSection={<IconCoffee size={18} color="var(--mantine-color-orange-6)" />}
      />
      <NavLink
        href={BRAND.repositoryUrl}
        target="_blank"
        rel="noopener noreferrer"
        label={t('header.source')}
        leftSection={<IconBrandGithub size={18} />}
      />
    </Group>
  );
}
