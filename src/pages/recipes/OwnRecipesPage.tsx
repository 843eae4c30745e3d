/**
 * /recipes: the signed-in person's own recipes and the review form they are typed, pasted or
 * imported through, with the live actors (the own-recipes and import-recipe functions, the
 * own_recipes table).
 */
import { Container } from '@mantine/core';
import { ownRecipesMachine } from '../../../machines/ownRecipes/ownRecipes.machine.ts';
import { recipeReviewMachine } from '../../../machines/recipeReview/recipeReview.machine.ts';
import { paths } from '../../../machines/shared/paths.ts';
import { ownRecipesTexts } from '../../../machines/texts/ownRecipes.ts';
import { PageLinks } from '../../components/layout/PageLinks.tsx';
import { OwnRecipesView } from '../../components/ownRecipes/OwnRecipesView.tsx';
import { useLivePlanActor } from '../../hooks/usePlanActor.ts';
import { liveOwnRecipesActors, liveReviewActors } from '../../services/live/ownRecipesActors.ts';

const liveOwnRecipesMachine = ownRecipesMachine.provide({
  actors: {
    ...liveOwnRecipesActors,
    review: recipeReviewMachine.provide({ actors: liveReviewActors }),
  },
});

export function OwnRecipesPage() {
  const actorRef = useLivePlanActor(liveOwnRecipesMachine);
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <OwnRecipesView
        actorRef={actorRef}
        footer={
          <PageLinks
            back={{ label: ownRecipesTexts.backToDashboard, to: paths.dashboard }}
            next={{ label: ownRecipesTexts.toPlan, to: paths.mealPlan }}
          />
        }
      />
    </Container>
  );
}
