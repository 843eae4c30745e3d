import { createActor, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { toProvide } from '../../machines/shared/setupParts.ts';

describe('actors a machine declares for its caller to provide', () => {
  it('fail, naming themselves, when run unprovided', async () => {
    const actor = createActor(toProvide<number, void>('mealPlan.loadPlan')).start();
    await expect(toPromise(actor)).rejects.toThrow(
      "mealPlan.loadPlan: this actor is the caller's to provide",
    );
  });
});
