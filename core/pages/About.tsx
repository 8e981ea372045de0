import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILD_COMMIT, BUILD_VERSION, LICENCE_PATHS, sourceUrlAt } from '../app/build-info';
import { useDocumentTitle } from '../shell/useDocumentTitle';

/** The version and its source, the app's licence, and the third-party notice, readable here. */
export default function About() {
  const { t } = useTranslation();
  useDocumentTitle(t('about.title'));
  return (
    <Stack maw={860} mx="auto" gap="lg">
      <Title order={1}>{t('about.title')}</Title>
      <section>
        <Title order={2} size="h3" mb={6}>
          {t('about.source.title')}
        </Title>
        <Text>
          {t('about.source.body', { version: BUILD_VERSION })}{' '}
          <Anchor href={sourceUrlAt(BUILD_COMMIT)} underline="always" data-testid="about-commit">
            {BUILD_COMMIT === 'unknown' ? t('about.source.unknown') : BUILD_COMMIT.slice(0, 12)}
          </Anchor>
        </Text>
      </section>
      <section>
        <Title order={2} size="h3" mb={6}>
          {t('about.licence.title')}
        </Title>
        <Text>
          {t('about.licence.body')}{' '}
          <Anchor href={LICENCE_PATHS.agpl} underline="always">
            {t('about.licence.text')}
          </Anchor>
        </Text>
      </section>
      <section id="licences">
        <Title order={2} size="h3" mb={6}>
          {t('about.thirdParty.title')}
        </Title>
        <Text>{t('about.thirdParty.body')}</Text>
        <Group gap="md" my="sm">
          <Anchor href={LICENCE_PATHS.notice} underline="always">
            {t('about.thirdParty.notice')}
          </Anchor>
          <Anchor href={LICENCE_PATHS.sbom} underline="always">
            {t('about.thirdParty.sbom')}
          </Anchor>
        </Group>
        <NoticeText />
      </section>
    </Stack>
  );
}

/** The notice itself (a text file of the build, on this origin). */
function NoticeText() {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    fetch(LICENCE_PATHS.notice)
      .then((response) => (response.ok ? response.text() : null))
      .catch(() => null)
      .then((body) => live && setText(body));
    return () => {
      live = false;
    };
  }, []);
  if (text === undefined) return <Text c="dimmed">{t('about.thirdParty.loading')}</Text>;
  if (text === null) return <Text c="dimmed">{t('about.thirdParty.failed')}</Text>;
  return (
    <pre data-testid="licence-notice" tabIndex={0} style={{ maxHeight: '60vh', overflow: 'auto', whiteSpace: 'pre-wrap', fontSize: 'var(--mantine-font-size-xs)', margin: 0 }}>
      {text}
    </pre>
  );
}
