/**
 * /shopping-list: the planner's list for the current plan (buyable quantities and prices), or
 * the 14 sample ingredients without a plan; ticks, custom items and purchases are saved, and
 * kept on this device until sent when there is no connection (OfflineStatus says so).
 */
import { BackLink } from '../../components/layout/PageLinks.tsx';
import { Button, Container } from '@mantine/core';
import { AppLink } from '../../components/AppLink.tsx';
import { pantryTexts } from '../../../machines/texts/pantry.ts';
import { shoppingListMachine } from '../../../machines/shoppingList/shoppingList.machine.ts';
import { paths } from '../../../machines/shared/paths.ts';
import { OfflineStatus } from '../../components/plan/OfflineStatus.tsx';
import { ShoppingListView } from '../../components/plan/ShoppingListView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';
import { useLivePlanActor } from '../../hooks/usePlanActor.ts';
import { liveShoppingListActors } from '../../services/live/shoppingListActors.ts';
import { readCachedList } from '../../device/keptList.ts';

const liveShoppingListMachine = shoppingListMachine.provide({ actors: liveShoppingListActors });

export function ShoppingListPage() {
  // The list last seen on this device shows at once while the fresh one loads.
  const actorRef = useLivePlanActor(liveShoppingListMachine, ({ userId, today }) => ({
    cached: userId ? readCachedList(userId, today) : null,
  }));
  return (
    <Container size="md" py="xl">
      <OfflineStatus actorRef={actorRef} />
      <ShoppingListView
        actorRef={actorRef}
        footerStart={<BackLink label={planTexts.shopping.backToPlan} to={paths.mealPlan} />}
        headerActions={
          <Button component={AppLink} to={paths.pantry} variant="default">
            {pantryTexts.openPantry}
          </Button>
        }
      />
    </Container>
  );
}
