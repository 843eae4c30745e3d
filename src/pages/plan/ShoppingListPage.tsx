/**
 * /shopping-list: the planner's list for the current plan (buyable quantities and prices), or
 * the 14 sample ingredients without a plan; ticks, custom items and purchases are saved, and
 * kept on this device until sent when there is no connection (OfflineStatus says so).
 */
import { Button, Container } from '@mantine/core';
import { useAppActorRef } from '../../app/inspection.tsx';
import { useMemo } from 'react';
import { shoppingListMachine } from '../../../machines/shoppingList/shoppingList.machine.ts';
import { isoDateOf } from '../../../machines/planShared/week.ts';
import { paths } from '../../../machines/shared/paths.ts';
import { useSessionUser } from '../../auth/session.tsx';
import { OfflineStatus } from '../../components/plan/OfflineStatus.tsx';
import { ShoppingListView } from '../../components/plan/ShoppingListView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';
import { useAppNavigate } from '../../hooks/useAppNavigate.ts';
import { useViewEffects } from '../../services/effects.ts';
import { liveShoppingListActors } from '../../services/live/shoppingListActors.ts';
import { readCachedList } from '../../services/offline/shoppingChanges.ts';

const liveShoppingListMachine = shoppingListMachine.provide({ actors: liveShoppingListActors });

export function ShoppingListPage() {
  const user = useSessionUser();
  const input = useMemo(() => {
    const today = isoDateOf(new Date());
    const userId = user?.id ?? null;
    return { userId, today, cached: userId ? readCachedList(userId, today) : null };
  }, [user?.id]);
  const actorRef = useAppActorRef(liveShoppingListMachine, { input });
  useViewEffects(actorRef);
  const navigate = useAppNavigate();
  return (
    <Container size="md" py="xl">
      <OfflineStatus userId={user?.id ?? null} />
      <ShoppingListView
        actorRef={actorRef}
        footerStart={
          <Button variant="default" onClick={() => navigate(paths.mealPlan)}>
            {planTexts.shopping.backToPlan}
          </Button>
        }
      />
    </Container>
  );
}
