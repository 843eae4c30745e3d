/**
 * /demo/shopping-list: the sample ingredients (spec section 2, Demo pages). The same
 * shopping-list machine with the demo actors, which refuse saving custom items, printing,
 * sharing and purchases with the Account Required notices; the View List dialog offers
 * 'SIGN UP TO USE THIS FEATURE'.
 */
import { Button, Container } from '@mantine/core';
import { useLoaderData } from 'react-router-dom';
import type { Snapshot } from 'xstate';
import { useAppActorRef } from '../../app/inspection.tsx';
import { shoppingListMachine } from '../../../machines/shoppingList/shoppingList.machine.ts';
import { paths } from '../../../machines/shared/paths.ts';
import { ShoppingListView } from '../../components/plan/ShoppingListView.tsx';
import { planTexts } from '../../../machines/texts/plan.ts';
import { DEMO_WEEK_START } from '../../demo/demoData.ts';
import { demoShoppingListActors } from '../../demo/demoActors.ts';
import { loadedSnapshot } from '../../demo/loadedSnapshot.ts';
import { useAppNavigate } from '../../hooks/useAppNavigate.ts';
import { useViewEffects } from '../../services/effects.ts';

const demoShoppingListMachine = shoppingListMachine.provide({ actors: demoShoppingListActors });
const DEMO_INPUT = { userId: null, today: DEMO_WEEK_START };

/** The route's loader: the sample list, already loaded (see loadedSnapshot). */
export function demoShoppingListLoader(): Promise<Snapshot<unknown>> {
  return loadedSnapshot(demoShoppingListMachine, DEMO_INPUT);
}

export function DemoShoppingListPage() {
  const snapshot = useLoaderData<Snapshot<unknown> | undefined>();
  const actorRef = useAppActorRef(demoShoppingListMachine, { input: DEMO_INPUT, snapshot });
  useViewEffects(actorRef);
  const navigate = useAppNavigate();
  return (
    <Container size="md" py="xl">
      <ShoppingListView
        actorRef={actorRef}
        footerStart={
          <Button variant="default" onClick={() => navigate(paths.demoMealPlan)}>
            {planTexts.shopping.backToPlan}
          </Button>
        }
        viewDialogExtra={
          <Button fullWidth onClick={() => navigate(paths.signup)}>
            {planTexts.shopping.signUpToUse}
          </Button>
        }
      />
    </Container>
  );
}
