/**
 * /shopping-list: the planner's list for the current plan (buyable quantities and prices), or
 * the 14 sample ingredients without a plan; ticks, custom items and purchases are saved.
 */
import { BackLink } from '../../components/layout/PageLinks.tsx';
import { Container } from '@mantine/core';
import { shoppingListMachine } from '../../../machines/shoppingList/shoppingList.machine.ts';
import { paths } from '../../../machines/shared/paths.ts';
import { ShoppingListView } from '../../components/plan/ShoppingListView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';
import { useLivePlanActor } from '../../hooks/usePlanActor.ts';
import { liveShoppingListActors } from '../../services/live/shoppingListActors.ts';

const liveShoppingListMachine = shoppingListMachine.provide({ actors: liveShoppingListActors });

export function ShoppingListPage() {
  const actorRef = useLivePlanActor(liveShoppingListMachine);
  return (
    <Container size="md" py="xl">
      <ShoppingListView
        actorRef={actorRef}
        footerStart={<BackLink label={planTexts.shopping.backToPlan} to={paths.mealPlan} />}
      />
    </Container>
  );
}
