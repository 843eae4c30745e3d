/**
 * /demo/shopping-list: the sample ingredients (spec section 2, Demo pages). The same
 * shopping-list machine with the demo actors, which refuse saving custom items, printing,
 * sharing and purchases with the Account Required notices; the View List dialog offers
 * 'SIGN UP TO USE THIS FEATURE'.
 */
import { BackLink } from '../../components/layout/PageLinks.tsx';
import { Button, Container } from '@mantine/core';
import { shoppingListMachine } from '../../../machines/shoppingList/shoppingList.machine.ts';
import { paths } from '../../../machines/shared/paths.ts';
import { ShoppingListView } from '../../components/plan/ShoppingListView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';
import { demoShoppingListActors } from '../../demo/demoActors.ts';
import { demoLoader } from '../../demo/loadedSnapshot.ts';
import { useAppNavigate } from '../../hooks/useAppNavigate.ts';
import { useDemoPlanActor } from '../../hooks/usePlanActor.ts';

const demoShoppingListMachine = shoppingListMachine.provide({ actors: demoShoppingListActors });

/** The route's loader: the sample list, already loaded. */
export const demoShoppingListLoader = demoLoader(demoShoppingListMachine);

export function DemoShoppingListPage() {
  const actorRef = useDemoPlanActor(demoShoppingListMachine);
  const navigate = useAppNavigate();
  return (
    <Container size="md" py="xl">
      <ShoppingListView
        actorRef={actorRef}
        footerStart={<BackLink label={planTexts.shopping.backToPlan} to={paths.demoMealPlan} />}
        viewDialogExtra={
          <Button fullWidth onClick={() => navigate(paths.signup)}>
            {planTexts.shopping.signUpToUse}
          </Button>
        }
      />
    </Container>
  );
}
