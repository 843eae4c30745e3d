/**
 * /pantry: what the signed-in person has at home, from their purchases and what they added or
 * corrected by hand, and the staples checklist, with the live actors (the pantry function).
 */
import { Container } from '@mantine/core';
import { pantryMachine } from '../../../machines/pantry/pantry.machine.ts';
import { staplesMachine } from '../../../machines/staples/staples.machine.ts';
import { paths } from '../../../machines/shared/paths.ts';
import { pantryTexts } from '../../../machines/texts/pantry.ts';
import { PageLinks } from '../../components/layout/PageLinks.tsx';
import { PantryView } from '../../components/pantry/PantryView.tsx';
import { useLivePlanActor } from '../../hooks/usePlanActor.ts';
import { livePantryActors } from '../../services/live/pantryActors.ts';
import { liveStaplesActors } from '../../services/live/staplesActors.ts';

const livePantryMachine = pantryMachine.provide({
  actors: {
    ...livePantryActors,
    staples: staplesMachine.provide({ actors: liveStaplesActors }),
  },
});

export function PantryPage() {
  const actorRef = useLivePlanActor(livePantryMachine);
  return (
    <Container size="md" py="xl">
      <PantryView
        actorRef={actorRef}
        footer={
          <PageLinks
            back={{ label: pantryTexts.backToList, to: paths.shoppingList }}
            next={{ label: pantryTexts.toPlan, to: paths.mealPlan }}
          />
        }
      />
    </Container>
  );
}
