/**
 * /dashboard (spec section 2): 'Welcome, {first name}!' and the four cards. The data comes from
 * the dashboard data machine: loading, loaded, or the defaults when nothing could be loaded.
 */
import {
  Badge,
  Button,
  Card,
  Group,
  Container,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useAppActorRef } from '../app/inspection.tsx';
import { useState, type ReactNode } from 'react';
import { type ActorRefFrom } from 'xstate';
import {
  dashboardDataMachine,
  firstNameOf,
} from '../../machines/dashboardData/dashboardData.machine.ts';
import type { DashboardWeek } from '../../machines/dashboardData/dashboardData.types.ts';
import { mealTypeColor } from '../components/plan/mealTypeColor.ts';
import { paths } from '../../machines/shared/paths.ts';
import { useSessionUser } from '../auth/session.tsx';
import { AppLink } from '../components/AppLink.tsx';
import { CalendarIcon, CartIcon, UserIcon, WalletIcon } from '../components/icons.tsx';
import { liveDashboardActors } from '../services/live/dashboardActors.ts';
import { readCachedDashboard } from '../device/keptDashboard.ts';
import { isoDateOf } from '../../machines/planShared/week.ts';
import { dashboardTexts } from '../../machines/texts/dashboard.ts';
import { ownRecipesTexts } from '../../machines/texts/ownRecipes.ts';

export type DashboardActorRef = ActorRefFrom<typeof dashboardDataMachine>;

function DashboardCard({
  title,
  icon,
  children,
  action,
  to,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  action: string;
  to: string;
}) {
  const headingId = `dashboard-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Stack gap="sm" style={{ flex: 1 }}>
        <ThemeIcon size={44} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        <div style={{ flex: 1 }}>{children}</div>
        <Button component={AppLink} to={to} fullWidth>
          {action}
        </Button>
      </Stack>
    </Card>
  );
}

/** Today's meals of the planned week, or a word that today has none. */
function TodaysMeals({ week }: { week: DashboardWeek }) {
  if (week.todayMeals.length === 0)
    return <Text size="sm">{dashboardTexts.nothingToday(week.today)}</Text>;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {dashboardTexts.today(week.today)}
      </Text>
      {week.todayMeals.map((meal) => (
        <Group key={`${meal.type}-${meal.name}`} gap={6} wrap="nowrap" align="flex-start">
          <Badge
            size="xs"
            variant="light"
            color={mealTypeColor(meal.type)}
            style={{ flexShrink: 0 }}
            mt={2}
          >
            {meal.type}
          </Badge>
          <Text size="sm">{meal.name}</Text>
        </Group>
      ))}
    </Stack>
  );
}

const cards = dashboardTexts.cards;

/** The dashboard screen: a view of one dashboard data actor. */
export function DashboardView({
  actorRef,
  accountName,
}: {
  actorRef: DashboardActorRef;
  accountName: string | null;
}) {
  const summary = useSelector(actorRef, (snapshot) => snapshot.context.summary);
  // What this device kept shows while the fresh summary loads; without it, placeholders.
  const loading = useSelector(
    actorRef,
    (snapshot) => snapshot.hasTag('loading') && !snapshot.context.fromCache,
  );
  // While loading, greet with the account's name rather than flashing the default.
  const firstName = loading ? (firstNameOf(accountName) ?? summary.firstName) : summary.firstName;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {dashboardTexts.welcome(firstName)}
          </Title>
          <Text c="dimmed" mt={4}>
            {dashboardTexts.subtitle}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" aria-busy={loading}>
          <DashboardCard {...cards.mealPlan} icon={<CalendarIcon />} to={paths.mealPlan}>
            {loading ? (
              <Skeleton height={40} />
            ) : summary.week ? (
              <TodaysMeals week={summary.week} />
            ) : (
              <Text size="sm">{dashboardTexts.mealCounts(summary)}</Text>
            )}
          </DashboardCard>
          <DashboardCard {...cards.budget} icon={<WalletIcon />} to={paths.budgetTracker}>
            <Text size="sm" c="dimmed">
              {dashboardTexts.weeklyBudget}
            </Text>
            {loading ? (
              <Skeleton height={32} width={100} mt={4} />
            ) : (
              <Text fz={28} fw={800} c="leaf.9">
                {summary.weeklyBudget}
              </Text>
            )}
            {!loading && summary.week ? (
              <Text size="sm" mt={4}>
                {dashboardTexts.planCost} <strong>{summary.week.totalCost}</strong>{' '}
                {dashboardTexts.of} {summary.week.weeklyBudget}
              </Text>
            ) : null}
          </DashboardCard>
          <DashboardCard {...cards.shopping} icon={<CartIcon />} to={paths.shoppingList}>
            <Text size="sm">{cards.shopping.body}</Text>
          </DashboardCard>
          <DashboardCard {...cards.profile} icon={<UserIcon />} to={paths.profileReview}>
            <Text size="sm">{cards.profile.body}</Text>
          </DashboardCard>
        </SimpleGrid>
        <Group gap="sm">
          <Button component={AppLink} to={paths.ownRecipes} variant="default">
            {ownRecipesTexts.openRecipes}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

const liveDashboardMachine = dashboardDataMachine.provide({ actors: liveDashboardActors });

export function DashboardPage() {
  const user = useSessionUser();
  const accountName = user?.fullName ?? null;
  // The actor reads its input once, when it starts: the copy this device kept for this person.
  const [cached] = useState(() =>
    user ? readCachedDashboard(user.householdId, isoDateOf(new Date())) : null,
  );
  const actorRef = useAppActorRef(liveDashboardMachine, {
    input: { userId: user?.householdId ?? null, accountName, cached },
  });
  return <DashboardView actorRef={actorRef} accountName={accountName} />;
}
