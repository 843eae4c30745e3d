/**
 * The shopping list screen: a view of one shopping-list actor (spec section 2, Shopping list).
 * Items with checkbox, name, amount and price; Add Item opens 'Add Custom Item'; 'View List
 * (count)' opens 'View Shopping List' with the selected items, the Estimated Total, PRINT LIST,
 * SHARE, MARK AS BOUGHT and CLOSE. Every button is enabled by `snapshot.can`. The items are
 * grouped by store section (machines/shoppingList/sections.ts). The dialogs come
 * from ShoppingListDialogs.tsx, a chunk loaded after the first paint.
 */
import { Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LoadFailed } from '../layout/LoadFailed.tsx';
import { StoreSectionList } from '../layout/StoreSectionList.tsx';
import { useSelector } from '@xstate/react';
import { useRef, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { shoppingListMachine } from '../../../machines/shoppingList/shoppingList.machine.ts';
import { selectedItems } from '../../../machines/shoppingList/items.ts';
import type { ListTotals } from '../../../machines/shoppingList/shoppingList.types.ts';
import {
  selectAdding,
  selectLoadFailed,
  selectLoading,
  selectTicking,
  selectViewing,
} from '../../../machines/shoppingList/shoppingList.selectors.ts';
import { groupBySection } from '../../../machines/shoppingList/sections.ts';
import { PageLoader } from '../PageLoader.tsx';
import { useFocusBack } from '../../hooks/useFocusBack.ts';
import { deferredPart, useDeferredPart } from './deferredPart.ts';
import { ItemRow } from './ShoppingItemRow.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';
import { dayLabelOf } from '../../../machines/shoppingList/kitchenLines.ts';
import { dollars } from '../../../supabase/functions/_shared/rules/money.ts';

export type ShoppingListActorRef = ActorRefFrom<typeof shoppingListMachine>;

const texts = planTexts.shopping;

const dialogsPart = deferredPart(() => import('./ShoppingListDialogs.tsx'));

/** The week's totals: the till (or a trip's), what the week itself comes to, what prices rest on. */
function TotalsPanel({ totals, weekStart }: { totals: ListTotals; weekStart: string }) {
  const trip = totals.trip;
  const tripStartsHere = trip !== undefined && trip.start === weekStart;
  const coversLater = tripStartsHere && trip.covered.length > 1;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={texts.totalsLabel}>
      <Group justify="space-between" gap="xs" align="flex-start">
        <div>
          <Text fw={700}>
            {coversLater
              ? texts.tripTotal(
                  dollars(totals.planned),
                  trip.covered.map((week) => dayLabelOf(week)).join(' and '),
                )
              : texts.weekTotal(dollars(totals.planned))}
          </Text>
          <Text size="sm" c="dimmed">
            {totals.till ? texts.tillNote : texts.weekTotalNote}
          </Text>
          {coversLater ? <Text size="sm">{texts.tripThisWeek(dollars(trip.thisWeek))}</Text> : null}
          {tripStartsHere && trip.covered.length < trip.weeks ? (
            <Text size="sm">{texts.tripNotPlanned(trip.weeks)}</Text>
          ) : null}
          {trip && trip.start < weekStart ? (
            <Text size="sm">{texts.tripLater(dayLabelOf(trip.start))}</Text>
          ) : null}
        </div>
        {totals.checkout !== totals.planned ? (
          <Text fw={600} size="sm">
            {texts.checkoutTotal(dollars(totals.checkout))}
          </Text>
        ) : null}
      </Group>
      {totals.basis ? (
        <Text size="xs" c="dimmed" mt="xs">
          {totals.basis}. {totals.estimatedNote}
        </Text>
      ) : null}
    </Paper>
  );
}

export function ShoppingListView({
  actorRef,
  footerStart,
  headerActions,
  viewDialogExtra,
}: {
  actorRef: ShoppingListActorRef;
  /** The button back to the plan (live or demo). */
  footerStart: ReactNode;
  /** Links beside Add Item (the signed-in list's Pantry). */
  headerActions?: ReactNode;
  viewDialogExtra?: ReactNode;
}) {
  const loading = useSelector(actorRef, selectLoading);
  const failed = useSelector(actorRef, selectLoadFailed);
  const items = useSelector(actorRef, (s) => s.context.items);
  const fromPlan = useSelector(actorRef, (s) => s.context.fromPlan);
  const totals = useSelector(actorRef, (s) => s.context.totals);
  const weekStart = useSelector(actorRef, (s) => s.context.weekStart);
  const viewing = useSelector(actorRef, selectViewing);
  const ticking = useSelector(actorRef, selectTicking);
  const canAdd = useSelector(actorRef, (s) => s.can({ type: 'add.open' }));
  const canView = useSelector(actorRef, (s) => s.can({ type: 'list.view' }));
  const adding = useSelector(actorRef, selectAdding);
  const dialogs = useDeferredPart(dialogsPart, adding || viewing);
  const addButton = useRef<HTMLButtonElement>(null);
  const viewButton = useRef<HTMLButtonElement>(null);
  useFocusBack(adding, addButton);
  useFocusBack(viewing, viewButton);
  const count = selectedItems(items).length;
  const shown = !failed && (!loading || items.length > 0);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {texts.title}
          </Title>
          <Text c="dimmed" size="sm">
            {fromPlan ? texts.fromPlan : texts.sample}
          </Text>
        </div>
        <Group gap="sm">
          {headerActions}
          <Button
            ref={addButton}
            variant="light"
            disabled={!canAdd && !adding}
            onClick={() => actorRef.send({ type: 'add.open' })}
          >
            {texts.addItem}
          </Button>
        </Group>
      </Group>
      {/* The list last seen on this device shows while the fresh one loads (no loader then). */}
      {loading && items.length === 0 ? <PageLoader fillScreen /> : null}
      {failed ? (
        <LoadFailed
          message={texts.loadFailed}
          retryLabel={texts.retry}
          onRetry={() => actorRef.send({ type: 'list.reload' })}
        />
      ) : null}
      {shown && totals ? <TotalsPanel totals={totals} weekStart={weekStart} /> : null}
      {shown ? (
        // One switch for every row: the rows do not render again when the list becomes
        // tickable (the kept list shows disabled until the fresh one has loaded).
        <Fieldset variant="unstyled" m={0} miw={0} disabled={!ticking}>
          <StoreSectionList
            label={texts.title}
            idPrefix="section"
            groups={groupBySection(items)}
            sectionName={(section) => texts.sections[section]}
            renderItem={(item) => (
              <div role="listitem" key={item.key}>
                <ItemRow actorRef={actorRef} item={item} idPrefix="list" />
              </div>
            )}
          />
        </Fieldset>
      ) : null}
      <Group justify="space-between" gap="sm">
        {footerStart}
        <Button
          ref={viewButton}
          disabled={!canView && !viewing}
          onClick={() => actorRef.send({ type: 'list.view' })}
        >
          {texts.viewList(count)}
        </Button>
      </Group>
      {dialogs ? <dialogs.AddItemDialog actorRef={actorRef} /> : null}
      {dialogs && viewing ? (
        <dialogs.ViewListDialog actorRef={actorRef} extra={viewDialogExtra} />
      ) : null}
    </Stack>
  );
}
