/**
 * The page an invitation link opens (/join#token=...): the token leaves the address bar and is
 * kept on this device as the pending invitation, so it survives logging in or signing up (the
 * app comes back here after either). Signed out, the page says how to accept; signed in, it
 * shows the invitation and joins the household (the join machine).
 */
import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  joinHouseholdMachine,
  tokenProblem,
} from '../../../machines/joinHousehold/joinHousehold.machine.ts';
import {
  selectBusy,
  selectFailure,
  selectInvitation,
  selectLoading,
  selectOtherAddress,
  selectRefusal,
} from '../../../machines/joinHousehold/joinHousehold.selectors.ts';
import { paths } from '../../../machines/shared/paths.ts';
import { householdAccountsTexts as texts } from '../../../machines/texts/householdAccounts.ts';
import { useAppActorRef } from '../../app/inspection.tsx';
import { useAuthPhase, useSessionCommands } from '../../auth/session.tsx';
import { AppLink } from '../../components/AppLink.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { LoadingLine } from '../../components/layout/LoadingLine.tsx';
import { useArrival } from '../../hooks/useArrival.ts';
import { useViewEffects } from '../../services/effects.ts';
import { liveJoinHouseholdActors } from '../../services/live/householdAccountsActors.ts';
import {
  forgetPendingInvitation,
  keepPendingInvitation,
  readPendingInvitation,
} from '../../services/pendingInvitation.ts';

const liveJoinMachine = joinHouseholdMachine.provide({
  actors: liveJoinHouseholdActors,
  actions: { forgetInvitation: () => forgetPendingInvitation() },
});

type JoinActorRef = ActorRefFrom<typeof liveJoinMachine>;

const wrap = { overflowWrap: 'anywhere' } as const;

/** The token of the link (#token=...), else the invitation this device keeps. */
export function readJoinToken(hash: string): string | null {
  const fromLink = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return fromLink ?? readPendingInvitation();
}

function Refused({ message, otherAddress }: { message: string; otherAddress: boolean }) {
  const { signOut } = useSessionCommands();
  return (
    <Alert
      color="red"
      variant="light"
      title={texts.refusedTitle}
      role="alert"
      data-testid="join-refused"
    >
      <Stack gap="sm">
        <Text size="sm" style={wrap}>
          {message}
        </Text>
        <Group gap="xs">
          {otherAddress ? (
            // Signing out keeps the invitation: the login that follows comes back here.
            <Button size="xs" variant="default" onClick={signOut}>
              {texts.otherAccount}
            </Button>
          ) : null}
          {/* Going on without it: the app stops bringing this account back here. */}
          <Button
            size="xs"
            variant="default"
            component={AppLink}
            to={paths.dashboard}
            onClick={forgetPendingInvitation}
          >
            {texts.toDashboard}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function SignedOut() {
  return (
    <Stack gap="md">
      <Text style={wrap}>{texts.joinSignedOut}</Text>
      <Group gap="xs">
        <Button component={AppLink} to={paths.login}>
          {texts.logIn}
        </Button>
        <Button component={AppLink} to={paths.signup} variant="default">
          {texts.createAccount}
        </Button>
      </Group>
    </Stack>
  );
}

function Invitation({ actorRef }: { actorRef: JoinActorRef }) {
  const invitation = useSelector(actorRef, selectInvitation);
  const refusal = useSelector(actorRef, selectRefusal);
  const otherAddress = useSelector(actorRef, selectOtherAddress);
  const failure = useSelector(actorRef, selectFailure);
  const loading = useSelector(actorRef, selectLoading);
  const busy = useSelector(actorRef, selectBusy);
  if (refusal) return <Refused message={refusal} otherAddress={otherAddress} />;
  if (loading) return <LoadingLine label={texts.checking} />;
  return (
    <Stack gap="md">
      {failure && (
        <Alert color="red" variant="light" title={texts.failedTitle} role="alert">
          <Group justify="space-between" gap="xs">
            <Text size="sm" style={wrap}>
              {failure}
            </Text>
            {!invitation && (
              <Button
                size="xs"
                variant="default"
                onClick={() => actorRef.send({ type: 'join.retry' })}
              >
                {texts.retry}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {invitation && (
        <>
          <Text fw={600} style={wrap} data-testid="join-invitation">
            {texts.invitation(invitation.holderName, invitation.email, invitation.memberName)}
          </Text>
          <Text size="sm" c="dimmed">
            {texts.joinExpires(invitation.expiresAt)}
          </Text>
          <Group gap="xs">
            <Button loading={busy} onClick={() => actorRef.send({ type: 'join.accept' })}>
              {texts.join}
            </Button>
            <Button
              variant="default"
              disabled={busy}
              onClick={() => actorRef.send({ type: 'join.decline' })}
            >
              {texts.notNow}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** The signed-in account's view: one join machine for the token. */
function SignedIn({ token }: { token: string | null }) {
  const actorRef = useAppActorRef(liveJoinMachine, { input: { token } });
  useViewEffects(actorRef);
  return <Invitation actorRef={actorRef} />;
}

function JoinBody({ token }: { token: string | null }) {
  const phase = useAuthPhase();
  const problem = tokenProblem(token);
  if (phase === 'loading') return <PageLoader />;
  // A link in a wrong shape is refused as it is, signed in or not: nothing is called.
  if (phase === 'signedOut' && problem) return <Refused message={problem} otherAddress={false} />;
  if (phase === 'signedOut') return <SignedOut />;
  return <SignedIn token={token} />;
}

export function JoinPage() {
  const token = useArrival((location) => readJoinToken(location.hash));
  useEffect(() => {
    if (token !== null && tokenProblem(token) === null) keepPendingInvitation(token);
  }, [token]);
  return (
    <Container size="xs" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Card withBorder radius="lg" padding="lg" data-testid="join-page">
        <Title order={1} fz={{ base: 22, sm: 26 }} mb="md">
          {texts.joinTitle}
        </Title>
        <JoinBody token={token} />
      </Card>
    </Container>
  );
}
