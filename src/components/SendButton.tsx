import { Button, type ButtonProps } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRef, EventObject, Snapshot } from 'xstate';

/** An actor whose snapshot says whether it takes an event now (a machine's `can`). */
type EventTaker<TEvent extends EventObject, TEmitted extends EventObject> = ActorRef<
  Snapshot<unknown> & { can(event: TEvent): boolean },
  TEvent,
  TEmitted
>;

/**
 * A button that sends its actor one event, and is enabled exactly while the machine takes that
 * event (`snapshot.can`), so the view never re-derives the machine's rule.
 */
export function SendButton<TEvent extends EventObject, TEmitted extends EventObject>({
  actorRef,
  event,
  children,
  ...props
}: Omit<ButtonProps, 'disabled'> & {
  actorRef: EventTaker<TEvent, TEmitted>;
  event: TEvent;
  children: ReactNode;
}) {
  const can = useSelector(actorRef, (snapshot) => snapshot.can(event));
  return (
    <Button {...props} disabled={!can} onClick={() => actorRef.send(event)}>
      {children}
    </Button>
  );
}
