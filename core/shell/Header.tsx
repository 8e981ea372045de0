import { ActionIcon, Anchor, Burger, Button, Group, Text } from '@mantine/core';
import { IconBrandGithub, IconCoffee } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BRAND } from '../brand';
import { Hint } from '../ui/Hint';
import { LanguageSelect } from './LanguageSelect';
import { ShareButton } from './ShareButton';
import { ThemeToggle } from './ThemeToggle';

export function Header({ navOpen, onToggleNav }: { navOpen: boolean; onToggleNav: () => void }) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpen}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('nav.toggle')}
          aria-expanded={navOpen}
        />
        <Anchor component={Link} href="/" underline="never" c="inherit" aria-label={t('nav.home')}>
          <Group gap={8} wrap="nowrap">
            <img src="/logo.svg" alt="" width={28} height={28} />
            <Text fw={700} size="lg" visibleFrom="xs">
              {t('brand')}
            </Text>
          </Group>
        </Anchor>
      </Group>
      <Group gap={6} wrap="nowrap">
        {/* Named in words, with a coffee cup: a heart beside the favourites star read as "like". */}
        <Button
          component="a"
          href={BRAND.donateUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          leftSection={<IconCoffee size={18} color="var(--mantine-color-orange-6)" />}
          visibleFrom="md"
          data-testid="header-donate"
        >
          {t('header.donate')}
        </Button>
        <Hint label={t('header.donate')} visibleFrom="xs" hiddenFrom="md">
          <ActionIcon
            component="a"
            href={BRAND.donateUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            size="lg"
            aria-label={t('header.donate')}
          >
            <IconCoffee size={18} color="var(--mantine-color-orange-6)" />
          </ActionIcon>
        </Hint>
        <Hint label={t('header.source')} visibleFrom="xs">
          <ActionIcon
            component="a"
            href={BRAND.repositoryUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            size="lg"
            aria-label={t('header.source')}
          >
            <IconBrandGithub size={18} />
          </ActionIcon>
        </Hint>
        <ShareButton />
        <ThemeToggle />
        <LanguageSelect />
      </Group>
    </Group>
  );
}
