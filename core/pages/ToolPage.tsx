import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useSetAtom } from 'jotai';
import { Suspense, lazy, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolManifest } from '../plugin/schema';
import { pushRecent, recentToolsAtom, useFavorites } from '../settings/favorites';
import { loadLinkReader } from '../settings/link-reader';
import { ScreenErrorBoundary } from '../shell/ErrorBoundary';
import { Loading } from '../shell/Loading';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { Hint } from '../ui/Hint';
import { CopySettingsLinkSlot, SettingsLinkSlot } from '../ui/SettingsLinkSlot';
import { toastSuccess } from '../ui/toasts';
import { ToolContext } from '../plugin/tool-context';
import { EngineNotice } from './EngineNotice';
import { RequirementsNotice } from './RequirementsNotice';

function FavoriteStar({ toolId }: { toolId: string }) {
  const { t } = useTranslation();
  const { isFavorite, toggle } = useFavorites();
  const active = isFavorite(toolId);
  const label = active ? t('favorites.remove') : t('favorites.add');
  return (
    <Hint label={label} align="end">
      <ActionIcon
        variant="subtle"
        color="yellow"
        size="lg"
        aria-label={label}
        aria-pressed={active}
        data-testid="favorite-toggle"
        onClick={() => toastSuccess(toggle(toolId) ? t('favorites.added') : t('favorites.removed'))}
      >
        {active ? <IconStarFilled size={22} /> : <IconStar size={22} />}
      </ActionIcon>
    </Hint>
  );
}

export default function ToolPage({ tool }: { tool: ToolManifest }) {
  const { t } = useTranslation(tool.id);
  // A settings link's reader comes with the screen, only when the address has options in it.
  const Screen = useMemo(() => lazy(() => Promise.all([tool.screen(), loadLinkReader(window.location.search)]).then(([screen]) => screen)), [tool]);
  const setRecent = useSetAtom(recentToolsAtom);
  useDocumentTitle(t('name'), t('description'));
  useEffect(() => setRecent((list) => pushRecent(list, tool.id)), [tool.id, setRecent]);

  return (
    <ToolContext.Provider value={tool}>
      <Stack gap="lg" maw={1200} mx="auto">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={1} size="h2">
              {t('name')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('description')}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            <CopySettingsLinkSlot toolId={tool.id} path={tool.path} />
            <FavoriteStar toolId={tool.id} />
          </Group>
        </Group>
        <SettingsLinkSlot toolId={tool.id} />
        <RequirementsNotice tool={tool} />
        <EngineNotice engines={tool.engines} />
        <ScreenErrorBoundary toolId={tool.id}>
          <Suspense fallback={<Loading />}>
            <Screen />
          </Suspense>
        </ScreenErrorBoundary>
      </Stack>
    </ToolContext.Provider>
  );
}
