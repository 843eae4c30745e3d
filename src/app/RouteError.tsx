/**
 * What a page shows when it fails, inside the app's header and footer (the route table's
 * errorElement), instead of the router's developer page. Most often a page's code did not
 * arrive: the connection dropped, or a new version of the app was deployed (and its service
 * worker took over) while this tab still asked for the old version's files, which are gone. A
 * reload then brings the current version, so the page reloads once by itself; if that does
 * not help (the same address failed again within a minute), it says so, with a Reload button.
 */
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { pageErrorTexts as texts } from '../../machines/texts/pageError.ts';
import { paths } from '../../machines/shared/paths.ts';
import { PageLoader } from '../components/PageLoader.tsx';
import { readSession, sessionKeys, writeSession } from '../services/localStore.ts';

/** A dynamic import that failed, as Chromium, Firefox and Safari word it, or a page's styles. */
const NOT_LOADED =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isCodeNotLoaded(error: unknown): boolean {
  return error instanceof Error && NOT_LOADED.test(error.message);
}

/** How long a reload of the same address counts as having been tried. */
const RELOAD_TRIED_MS = 60_000;

/**
 * Whether the page should reload itself for `address`: not when this tab already did so for it
 * within the last minute (a reload that did not help must not loop). Records the reload.
 */
export function shouldReload(address: string, now: number): boolean {
  // Kept as '<time> <address>'.
  const last = readSession(sessionKeys.pageReloadedAt) ?? '';
  const space = last.indexOf(' ');
  const sameAddress = space >= 0 && last.slice(space + 1) === address;
  if (sameAddress && now - Number(last.slice(0, space)) < RELOAD_TRIED_MS) return false;
  writeSession(sessionKeys.pageReloadedAt, `${now} ${address}`);
  return true;
}

/** The page reload, a seam for the tests (jsdom's cannot be replaced). */
export const page = { reload: () => window.location.reload() };

export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const notLoaded = isCodeNotLoaded(error);
  const [reloading] = useState(
    () => notLoaded && navigator.onLine && shouldReload(pathname, Date.now()),
  );
  useEffect(() => {
    if (reloading) page.reload();
    else console.error('A page failed:', error);
  }, [reloading, error]);
  if (reloading) return <PageLoader />;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" role="alert">
        <Title order={1}>{notLoaded ? texts.notLoadedTitle : texts.failedTitle}</Title>
        <Text>{notLoaded ? texts.notLoaded : texts.failed}</Text>
        <Group>
          <Button onClick={() => page.reload()}>{texts.reload}</Button>
          <Button component="a" href={paths.home} variant="default">
            {texts.home}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
