/**
 * A household kept in memory for the screen tests: the machine's three actors over rows shaped
 * like `household_members` (written with memberToRow, read back with householdFromRows, so the
 * real row mapping runs), with the database's limit and failures a test can switch on.
 */
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { PostgrestError } from '@supabase/supabase-js';
import { householdMachine } from '../../machines/household/household.machine.ts';
import type {
  Household,
  HouseholdActors,
  HouseholdInput,
  RemoveMemberInput,
  SaveMemberInput,
} from '../../machines/household/household.types.ts';
import { householdFromRows } from '../../machines/household/memberForm.ts';
import type { ViewEffect } from '../../machines/shared/effects.ts';
import { HOUSEHOLD_LIMIT, memberToRow } from '../../supabase/functions/_shared/rules/household.ts';
import { writeError } from '../../src/services/live/householdActors.ts';

export class MemoryHousehold {
  rows: Record<string, unknown>[] = [];
  saves: SaveMemberInput[] = [];
  /** The next save fails with this error (once). */
  failNextSave: Error | null = null;
  private next = 0;

  constructor(rows: Record<string, unknown>[] = []) {
    this.rows = rows;
  }

  private read(): Household {
    const ordered = [...this.rows].sort(
      (a, b) => Number(a.position ?? 0) - Number(b.position ?? 0),
    );
    return householdFromRows(ordered);
  }

  actors(): HouseholdActors {
    return {
      loadHousehold: fromPromise<Household, HouseholdInput>(async () => this.read()),
      saveMember: fromPromise<Household, SaveMemberInput>(async ({ input }) => {
        this.saves.push(input);
        if (this.failNextSave) {
          const error = this.failNextSave;
          this.failNextSave = null;
          throw error;
        }
        const row = memberToRow(input.member);
        if (input.memberId === null) {
          if (this.rows.length >= HOUSEHOLD_LIMIT)
            throw writeError({
              code: '23514',
              message: 'A household has at most 8 members besides you.',
              details: '',
              hint: '',
            } as PostgrestError);
          this.next += 1;
          this.rows.push({ id: `member-${this.next}`, position: input.position, ...row });
        } else {
          this.rows = this.rows.map((stored) =>
            stored.id === input.memberId ? { ...stored, ...row } : stored,
          );
        }
        return this.read();
      }),
      removeMember: fromPromise<Household, RemoveMemberInput>(async ({ input }) => {
        this.rows = this.rows.filter((row) => row.id !== input.id);
        return this.read();
      }),
    };
  }
}

/** A household actor on the memory store, its emitted effects gathered in `effects`. */
export function useMemoryHousehold(store: MemoryHousehold, effects: ViewEffect[] = []) {
  const actorRef = useActorRef(householdMachine.provide({ actors: store.actors() }), {
    input: { userId: 'user-1' },
  });
  useEffect(() => {
    const subscription = actorRef.on('*', (effect) => void effects.push(effect));
    return () => subscription.unsubscribe();
  }, [actorRef, effects]);
  return actorRef;
}

/** A stored row of a member, as the table holds it. */
export function memberRow(id: string, position: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    position,
    name: 'Leo',
    age: 6,
    gender: 'Male',
    height_feet: null,
    height_inches: null,
    weight: null,
    activity_level: 'Very Active',
    dietary_restrictions: [],
    allergies: ['Peanuts'],
    meals_at_home: ['BREAKFAST', 'DINNER', 'SNACK'],
    ...overrides,
  };
}
