/**
 * The "My recipes" screen: a view of one own-recipes actor. The list with its search, the three
 * ways in, or, while one is open, the review form (the actor's child); a change to the list
 * being sent, one that failed with why, and the question before a recipe is deleted.
 */
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { PageHeading } from '../layout/PageHeading.tsx';
import { EmptyCard } from '../layout/EmptyCard.tsx';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  selectBook,
  selectBusy,
  selectNotice,
  selectRemoving,
  selectReviewRef,
} from '../../../machines/ownRecipes/ownRecipes.selectors.ts';
import { ownRecipesTexts as texts } from '../../../machines/texts/ownRecipes.ts';
import { ActorLoadState } from '../layout/LoadState.tsx';
import { PageLoader } from '../PageLoader.tsx';
import { SendButton } from '../SendButton.tsx';
import { RecipeList, type OwnRecipesActorRef } from './RecipeList.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import { WaysIn } from './WaysIn.tsx';

function DeleteDialog({ actorRef }: { actorRef: OwnRecipesActorRef }) {
  const removing = useSelector(actorRef, selectRemoving);
  const busy = useSelector(actorRef, selectBusy);
  return (
    <Modal
      opened={removing !== null}
      onClose={() => actorRef.send({ type: 'delete.cancel' })}
      title={texts.confirmDeleteTitle}
      closeButtonProps={{ 'aria-label': texts.closeDialog }}
    >
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>
          {texts.confirmDelete(removing?.name ?? '')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => actorRef.send({ type: 'delete.cancel' })}>
            {texts.cancel}
          </Button>
          <SendButton
            color="red"
            loading={busy}
            actorRef={actorRef}
            event={{ type: 'delete.confirm' }}
          >
            {texts.confirmDeleteYes}
          </SendButton>
        </Group>
      </Stack>
    </Modal>
  );
}

function Notice({ actorRef }: { actorRef: OwnRecipesActorRef }) {
  const notice = useSelector(actorRef, selectNotice);
  const busy = useSelector(actorRef, selectBusy);
  return (
    <>
      {busy ? (
        <Group gap="xs" role="status" aria-live="polite">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{texts.working}</Text>
        </Group>
      ) : null}
      {notice ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          closeButtonLabel={texts.dismiss}
          onClose={() => actorRef.send({ type: 'notice.dismiss' })}
        >
          {notice}
        </Alert>
      ) : null}
    </>
  );
}

export function OwnRecipesView({
  actorRef,
  footer,
}: {
  actorRef: OwnRecipesActorRef;
  footer: ReactNode;
}) {
  const book = useSelector(actorRef, selectBook);
  const reviewRef = useSelector(actorRef, selectReviewRef);
  return (
    <Stack gap="lg">
      <PageHeading title={texts.title} intro={texts.intro} />
      <ActorLoadState
        actorRef={actorRef}
        retry={{ type: 'book.reload' }}
        texts={texts}
        loader={<PageLoader label={texts.loading} fillScreen />}
      />
      <Notice actorRef={actorRef} />
      {reviewRef ? <ReviewForm actorRef={reviewRef} /> : null}
      {book && !reviewRef ? (
        <>
          {book.recipes.length === 0 ? (
            <EmptyCard title={texts.empty} how={texts.emptyHow} />
          ) : null}
          <WaysIn actorRef={actorRef} />
          <RecipeList actorRef={actorRef} book={book} />
          {footer}
        </>
      ) : null}
      <DeleteDialog actorRef={actorRef} />
    </Stack>
  );
}
