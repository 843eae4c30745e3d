import {
  Alert,
  Button,
  Card,
  Code,
  Container,
  Group,
  List,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useArrival } from '../hooks/useArrival.ts';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppActorRef } from '../app/inspection.tsx';
import { useMemo, type ReactNode } from 'react';
import { fromPromise, type AnyActorRef } from 'xstate';
import { messages } from '../../machines/texts/messages.ts';
import {
  browserName,
  isMobileDevice,
  isProfilePath,
  notFoundVariant,
} from '../../machines/notFoundRecovery/notFoundRecovery.variant.ts';
import { notFoundRecoveryMachine } from '../../machines/notFoundRecovery/notFoundRecovery.machine.ts';
import type { SetSessionInput } from '../../machines/notFoundRecovery/notFoundRecovery.types.ts';
import { stripSecrets } from '../../machines/authForms/linkParams.ts';
import { useAuthServices } from '../components/auth/AuthServicesContext.tsx';
import { useViewEffects } from '../services/effects.ts';
import { appendPath, readNavigationHistory } from '../services/navigationHistory.ts';
import { paths } from '../../machines/shared/paths.ts';
import { MOBILE_BREAKPOINT_PX } from '../app/theme.ts';
import { useAppNavigate } from '../hooks/useAppNavigate.ts';

/** Only the tokens leave the address bar: the rest of it stays as the person typed it. */
const STRIP_SECRETS = {
  clean: ({ search, hash }: { search: string; hash: string }) => stripSecrets(search, hash),
};

/**
 * Recovers what can be recovered (spec section 4, Not-found page recovery): a stray auth link
 * with tokens, or a profile path. Tokens are taken from the address bar before anything else.
 */
function useNotFoundRecovery(): AnyActorRef {
  const arrival = useArrival(
    ({ pathname, search, hash }) => ({ pathname, search, hash }),
    STRIP_SECRETS,
  );
  const services = useAuthServices();
  const logic = useMemo(
    () =>
      notFoundRecoveryMachine.provide({
        actors: {
          setSession: fromPromise<void, SetSessionInput>(({ input }) => services.setSession(input)),
        },
      }),
    [services],
  );
  return useAppActorRef(logic, { input: arrival });
}

/** Performs the recovery's toasts and redirects; a child, so it listens before the start. */
function RecoveryEffects({ actor }: { actor: AnyActorRef }) {
  useViewEffects(actor);
  return null;
}

/** A line of the error details: what it is, and its value. */
function DetailRow({
  label,
  labelWidth,
  children,
}: {
  label: string;
  labelWidth?: number;
  children: ReactNode;
}) {
  return (
    <Table.Tr>
      <Table.Th w={labelWidth}>{label}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** A part of an address, broken anywhere so a long one fits the card. */
function Address({ children }: { children: string }) {
  return <Code style={{ wordBreak: 'break-all' }}>{children}</Code>;
}

/** The address, device and recent navigation: what a support request needs to know. */
function ErrorDetails({ mobile, history }: { mobile: boolean; history: readonly string[] }) {
  const location = useLocation();
  return (
    <Card w="100%" ta="left" mt="md">
      <Title order={2} fz="md" mb="xs">
        Error details
      </Title>
      <Table variant="vertical" layout="fixed" withTableBorder={false}>
        <Table.Tbody>
          <DetailRow label="Path" labelWidth={110}>
            <Address>{location.pathname}</Address>
          </DetailRow>
          <DetailRow label="Query">
            <Address>{location.search || '(none)'}</Address>
          </DetailRow>
          <DetailRow label="Hash">
            <Address>{location.hash || '(none)'}</Address>
          </DetailRow>
          <DetailRow label="Device">{mobile ? 'Mobile' : 'Desktop'}</DetailRow>
          <DetailRow label="Browser">{browserName(navigator.userAgent)}</DetailRow>
        </Table.Tbody>
      </Table>
      <Text fw={700} size="sm" mt="sm">
        Recent navigation
      </Text>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          (none)
        </Text>
      ) : (
        <List size="sm" type="ordered" aria-label="Recent navigation">
          {history.map((entry, index) => (
            <List.Item key={`${index}-${entry}`}>
              <Address>{entry}</Address>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}

export function NotFoundPage() {
  const location = useLocation();
  const navigate = useAppNavigate();
  const goBack = useNavigate();
  const recovery = useNotFoundRecovery();
  const variant = notFoundVariant({
    pathname: location.pathname,
    search: location.search,
    title: document.title,
  });
  const profile = isProfilePath(location.pathname);
  const mobile = isMobileDevice(navigator.userAgent, window.innerWidth, MOBILE_BREAKPOINT_PX);
  // This page renders before the layout records the visit, so the current path is added here.
  const current = location.pathname + location.search;
  const history = useMemo(() => appendPath(readNavigationHistory(), current), [current]);

  const title =
    variant === 'deployment'
      ? messages.notFound.deploymentTitle
      : variant === 'auth'
        ? messages.notFound.authTitle
        : messages.notFound.pageTitle;
  const body =
    variant === 'deployment'
      ? messages.notFound.deploymentBody
      : variant === 'auth'
        ? messages.notFound.authBody
        : messages.notFound.pageBody + (profile ? messages.notFound.profileHint : '');

  return (
    <Container size="sm" py="xl">
      <RecoveryEffects actor={recovery} />
      <Stack align="center" ta="center" gap="md">
        <Text fz={120} fw={900} lh={1} c="leaf.8" aria-hidden>
          404
        </Text>
        <Title order={1}>{title}</Title>
        <Text c="gray.8">{body}</Text>
        {variant === 'auth' && mobile && (
          <Alert color="yellow" variant="light" w="100%">
            {messages.notFound.mobileHint}
          </Alert>
        )}
        <Group justify="center">
          <Button onClick={() => navigate(paths.home)}>Go to Homepage</Button>
          {variant === 'deployment' && (
            <Button variant="default" onClick={() => window.location.reload()}>
              Refresh Page
            </Button>
          )}
          {variant === 'auth' && (
            <Button variant="default" onClick={() => navigate(paths.login)}>
              Try Login Again
            </Button>
          )}
          {variant === 'page' && profile && (
            <Button variant="default" onClick={() => navigate(paths.profileReview)}>
              Try Profile Again
            </Button>
          )}
          {variant === 'page' && !profile && (
            <Button variant="default" onClick={() => void goBack(-1)}>
              Go Back
            </Button>
          )}
        </Group>
        <ErrorDetails mobile={mobile} history={history} />
      </Stack>
    </Container>
  );
}
