/**
 * The weekly plan screen: a view of one meal-plan actor. The live page and the demo page give
 * it their own heading actions and links; the cards and states are the same.
 */
import { PageLinks, type PageLink } from '../layout/PageLinks.tsx';
import { useAppNavigate } from '../../hooks/useAppNavigate.ts';
import {
  Alert,
  Container,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useSelector } from '@xstate/react';
import {
  selectConfirmingRegenerate,
  selectShowsLoader,
} from '../../../machines/mealPlan/mealPlan.selectors.ts';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { mealPlanMachine } from '../../../machines/mealPlan/mealPlan.machine.ts';
import { dayOf } from '../../../machines/planShared/planEdits.ts';
import type { StoredPlan } from '../../../machines/planShared/plan.types.ts';
import { weekDates, weekdayOf, type WeekdayName } from '../../../machines/planShared/week.ts';
import { PageLoader } from '../PageLoader.tsx';
import { deferredPart, useDeferredPart } from './deferredPart.ts';
import { WeekCards, type WeekCardDay } from './WeekCards.tsx';
import { WeekHealthPanel } from './WeekHealthPanel.tsx';
import { HouseholdWeekPanel } from './HouseholdWeekPanel.tsx';
import { householdWeek, type HouseholdWeek } from '../../../machines/planShared/household.ts';
import { planTexts } from '../../../machines/texts/plan.ts';
import { messages } from '../../../machines/texts/messages.ts';

export type MealPlanActorRef = ActorRefFrom<typeof mealPlanMachine>;

const dialogPart = deferredPart(() => import('./RegenerateDialog.tsx'));

type Basis = NonNullable<StoredPlan['plan']['basis']>;

/** What the planner honoured and noted (allergies, diet, time, portions, local prices). */
function PlanBasis({ basis }: { basis: Basis }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="plan-basis-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="plan-basis-title">
          {planTexts.mealPlan.basisTitle}
        </Title>
        <List size="sm" spacing={4}>
          {[
            ...basis.constraints,
            ...(basis.counts ? [basis.counts] : []),
            ...(basis.pantry ? [basis.pantry] : []),
            ...basis.notes,
          ].map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

/** What the page's header holds: its title, its week, its buttons, a note, and what follows. */
interface MealPlanHeader {
  title: string;
  range: string;
  actions: ReactNode;
  note: string;
  below?: ReactNode;
}

function WeekHeader({ header }: { header: MealPlanHeader }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {header.title}
          </Title>
          <Text c="dimmed" fw={600}>
            {header.range}
          </Text>
        </div>
        {header.actions}
      </Group>
      <Text size="sm" c="dimmed">
        {header.note}
      </Text>
      {header.below}
    </Stack>
  );
}

/** The week's cost against its budget (a household's: its cost line and each person's share). */
function WeekCost({
  plan,
  household,
  placeholder,
}: {
  plan: StoredPlan['plan'];
  household: HouseholdWeek | null;
  placeholder: boolean;
}) {
  return (
    <Stack gap={2} align="flex-end">
      <Text fw={600} ta={household ? 'right' : undefined}>
        {household
          ? household.costLine
          : planTexts.mealPlan.weeklyCost(plan.totalCost, plan.weeklyBudget)}
      </Text>
      {household ? (
        <Text size="sm" c="dimmed" ta="right">
          {household.perPerson}
        </Text>
      ) : null}
      {placeholder ? null : plan.usedCost ? (
        <Text size="sm" c="dimmed" ta="right" maw={520}>
          {planTexts.mealPlan.usedCost(plan.usedCost)}
        </Text>
      ) : plan.checkoutCost && plan.checkoutCost !== plan.totalCost ? (
        // A week stored before the till charged staples by the gram.
        <Text size="sm" c="dimmed" ta="right">
          {planTexts.mealPlan.checkout(plan.checkoutCost)}
        </Text>
      ) : null}
    </Stack>
  );
}

const BASIS_NOTES = {
  staples: { color: 'yellow', title: planTexts.mealPlan.staplesTitle },
  replan: { color: 'blue', title: planTexts.mealPlan.replanTitle },
} as const;

/**
 * A note on how the week was priced (its staples, or a price change since), with what it offers
 * to do about it; nothing when the plan's basis has no such note.
 */
function BasisNote({
  kind,
  basis,
  children,
}: {
  kind: keyof typeof BASIS_NOTES;
  basis: Basis | undefined;
  children: ReactNode;
}) {
  const line = basis?.[kind];
  if (!line) return null;
  return (
    <Alert
      color={BASIS_NOTES[kind].color}
      variant="light"
      title={BASIS_NOTES[kind].title}
      role="note"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{line}</Text>
        {children}
      </Stack>
    </Alert>
  );
}

/**
 * A meal-plan page (the account's or the demo's): its header, the week, the links at its foot,
 * and the day pages its cards open (`dayPath` of the weekday's slug).
 */
export function MealPlanView({
  actorRef,
  header,
  links,
  dayPath,
  staples,
  replan,
  empty,
}: {
  actorRef: MealPlanActorRef;
  /** The page's title, its week, its buttons, a note below them, and what follows the note. */
  header: MealPlanHeader;
  links: { back: PageLink; next: PageLink };
  dayPath: (weekdaySlug: string) => string;
  /** What the staples notice offers (the live page: the staples question). */
  staples?: ReactNode;
  /** The button that plans the week again, for a week priced again after its staples changed. */
  replan?: ReactNode;
  /** Shown above the empty week when no plan exists yet (the live page: the staples question). */
  empty?: ReactNode;
}) {
  const navigate = useAppNavigate();
  // The week this device kept shows while the fresh one loads; without it, a loader.
  const loading = useSelector(actorRef, selectShowsLoader);
  const stored = useSelector(actorRef, (snapshot) => snapshot.context.stored);
  const weekStart = useSelector(actorRef, (snapshot) => snapshot.context.weekStart);
  const placeholder = useSelector(actorRef, (snapshot) => snapshot.context.placeholder);
  const refusal = useSelector(actorRef, (snapshot) => snapshot.context.refusal);
  const confirming = useSelector(actorRef, selectConfirmingRegenerate);
  const dialog = useDeferredPart(dialogPart, confirming);
  // The same week gives the same cards (WeekCards renders again only when the week changes).
  const days: WeekCardDay[] = useMemo(
    () =>
      weekDates(weekStart).map((date) => {
        const weekday = weekdayOf(date);
        return { weekday, date, day: stored ? dayOf(stored.plan, weekday) : null };
      }),
    [weekStart, stored],
  );
  // A household's week: who it feeds and what each person's share of it costs.
  const household = useMemo(
    () => (stored && !placeholder ? householdWeek(stored.plan) : null),
    [stored, placeholder],
  );
  const openDay = useCallback(
    (day: WeekdayName) => navigate(dayPath(day.toLowerCase())),
    [navigate, dayPath],
  );
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <WeekHeader header={header} />
        {loading ? (
          // The week that replaces it is taller than the screen: nothing below it (the buttons,
          // the site footer) is seen jumping down when it arrives. The week this device kept
          // shows instead while the fresh one loads.
          <PageLoader fillScreen />
        ) : (
          <>
            {placeholder ? (
              <Alert color="yellow" variant="light">
                {planTexts.mealPlan.placeholderNote}
              </Alert>
            ) : null}
            {refusal ? (
              // Why no week fits stays in view (the toast goes): the cheapest till that works and
              // what to change, with the staples question below when it is still open.
              <Alert color="red" variant="light" title={messages.mealPlan.refusedTitle}>
                {refusal}
              </Alert>
            ) : null}
            {stored ? (
              <WeekCost plan={stored.plan} household={household} placeholder={placeholder} />
            ) : null}
            {placeholder ? null : (
              <>
                <BasisNote kind="staples" basis={stored?.plan.basis}>
                  {staples}
                </BasisNote>
                <BasisNote kind="replan" basis={stored?.plan.basis}>
                  {replan}
                </BasisNote>
              </>
            )}
            {stored === null ? empty : null}
            {/* The day cards' headings are level 3 under this one (axe: heading-order). */}
            <VisuallyHidden component="h2">{planTexts.mealPlan.daysHeading}</VisuallyHidden>
            <WeekCards days={days} onOpen={openDay} />
            {household ? <HouseholdWeekPanel week={household} /> : null}
            {stored?.plan.health && !placeholder ? (
              <WeekHealthPanel health={stored.plan.health} />
            ) : null}
            {stored?.plan.basis ? <PlanBasis basis={stored.plan.basis} /> : null}
          </>
        )}
        <PageLinks {...links} />
        {dialog ? <dialog.RegenerateDialog actorRef={actorRef} /> : null}
      </Stack>
    </Container>
  );
}
