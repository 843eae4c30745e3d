import { schemaResolver, useForm } from '@mantine/form';
import { createActorContext } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import type { AnyStateMachine, InputFrom } from 'xstate';
import type { z } from '../../services/zod.ts';
import { useInspect } from '../../app/inspection.tsx';
import { useViewEffects } from '../../services/effects.ts';
import type { AuthActors } from '../../services/live/authActors.ts';
import { useAuthActors } from './AuthServicesContext.tsx';

/** A machine's `provide` as a screen calls it: with its set of actors, giving the same machine. */
interface ProvidedWith<TActors, TMachine> {
  provide(implementations: { actors: TActors }): TMachine;
}

/**
 * An account screen's actor, written once for the four screens: `Actor` is its machine's actor
 * context, which the screen's parts read; `Screen` runs the machine on its set of the auth
 * services' actors (`actorsKey`; the live ones, or a test's), reports it to the inspector when
 * that is on, and carries out the toasts and navigations it emits while the screen is shown.
 */
export function authScreen<TMachine extends AnyStateMachine, TKey extends keyof AuthActors>(
  machine: TMachine & ProvidedWith<AuthActors[TKey], TMachine>,
  actorsKey: TKey,
) {
  const providable: ProvidedWith<AuthActors[TKey], TMachine> = machine;
  const Actor = createActorContext<TMachine>(machine);

  function ViewEffects() {
    useViewEffects(Actor.useActorRef());
    return null;
  }

  function Screen({ input, children }: { input?: InputFrom<TMachine>; children: ReactNode }) {
    const actors = useAuthActors();
    const inspect = useInspect();
    const logic = useMemo(() => providable.provide({ actors: actors[actorsKey] }), [actors]);
    return (
      <Actor.Provider logic={logic} options={{ input, inspect }}>
        <ViewEffects />
        {children}
      </Actor.Provider>
    );
  }

  return { Actor, Screen };
}

/** An account form: controlled, and checked against its schema as it is typed and sent. */
export function useAuthForm<TValues extends Record<string, unknown>>(
  schema: z.ZodType<unknown, TValues>,
  initialValues: TValues,
) {
  return useForm<TValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
  });
}
