import type { ActorRefFrom } from 'xstate';
import type { recipeReviewMachine } from '../../../machines/recipeReview/recipeReview.machine.ts';

/** The review form's actor: the own-recipes actor's child while a recipe is reviewed. */
export type ReviewActorRef = ActorRefFrom<typeof recipeReviewMachine>;
