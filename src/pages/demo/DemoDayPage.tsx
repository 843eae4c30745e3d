/**
 * /demo/meal-plan-day/{day}: the sample day (spec section 2, Demo pages). Only Monday has a
 * sample meal; Tuesday says there are no sample meals and invites the visitor to sign up; the
 * other days are empty with the defaults. The same day-plan machine, given the demo actors.
 */
import { PageLinks } from '../../components/layout/PageLinks.tsx';
import { Alert, Button, Card, Container, Group, Stack, Text } from '@mantine/core';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { Snapshot } from 'xstate';
import { dayPlanMachine } from '../../../machines/dayPlan/dayPlan.machine.ts';
import {
  dateOfWeekday,
  longDateLabel,
  weekdayFromSlug,
  type WeekdayName,
} from '../../../machines/planShared/week.ts';
import { paths } from '../../../machines/shared/paths.ts';
import { DayPlanView } from '../../components/plan/DayPlanView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';
import { DEMO_DAY_WITHOUT_SAMPLES, DEMO_WEEK_START } from '../../demo/demoData.ts';
import { demoDayPlanActors } from '../../demo/demoActors.ts';
import { loadedSnapshot } from '../../demo/loadedSnapshot.ts';
import { useAppNavigate } from '../../hooks/useAppNavigate.ts';
import { demoInput, useDemoPlanActor } from '../../hooks/usePlanActor.ts';

const demoDayPlanMachine = dayPlanMachine.provide({ actors: demoDayPlanActors });
const texts = planTexts.demoDay;

/** The weekday of the address (WeekdayGuard has already refused anything else). */
const weekdayOfAddress = (day: string | undefined): WeekdayName =>
  weekdayFromSlug(day ?? '') ?? 'Monday';

/** The route's loader: the sample day, already loaded (see loadedSnapshot). */
export function demoDayLoader({ params }: LoaderFunctionArgs): Promise<Snapshot<unknown>> {
  const weekday = weekdayOfAddress(params.day);
  return loadedSnapshot(demoDayPlanMachine, demoInput({ weekday }));
}

function DemoDay({ weekday }: { weekday: WeekdayName }) {
  const actorRef = useDemoPlanActor(demoDayPlanMachine, { weekday });
  const navigate = useAppNavigate();
  const banner = (
    <Alert color="blue" variant="light" title={texts.bannerTitle}>
      <Stack gap="sm">
        <Text size="sm">{texts.bannerBody}</Text>
        <Group gap="sm">
          <Button size="xs" onClick={() => navigate(paths.signup)}>
            {texts.signUp}
          </Button>
          <Button size="xs" variant="default" onClick={() => navigate(paths.demoShoppingList)}>
            {texts.viewShoppingList}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
  const noSamples =
    weekday === DEMO_DAY_WITHOUT_SAMPLES ? (
      <Card style={{ borderStyle: 'dashed' }} shadow="none">
        <Stack align="center" gap="sm" py="lg">
          <Text fw={600}>{texts.noSamples}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {texts.signUpPrompt}
          </Text>
          <Button onClick={() => navigate(paths.signup)}>{texts.signUp}</Button>
        </Stack>
      </Card>
    ) : undefined;
  return (
    <DayPlanView
      actorRef={actorRef}
      weekday={weekday}
      dateLabel={longDateLabel(dateOfWeekday(DEMO_WEEK_START, weekday))}
      banner={banner}
      emptyState={noSamples}
      footer={
        <PageLinks
          back={{ label: planTexts.day.backToWeek, to: paths.demoMealPlan }}
          next={{ label: planTexts.day.viewShoppingList, to: paths.demoShoppingList }}
        />
      }
    />
  );
}

export function DemoDayPage() {
  const weekday = weekdayOfAddress(useParams().day);
  return (
    <Container size="md" py="xl">
      <DemoDay key={weekday} weekday={weekday} />
    </Container>
  );
}
