import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ActorOptions, AnyActorLogic, InspectionEvent, Observer } from 'xstate';

export type InspectObserver = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

const InspectContext = createContext<InspectObserver | undefined>(undefined);

/** The inspector every actor of the app reports to, when inspection is on. */
export function useInspect(): InspectObserver | undefined {
  return useContext(InspectContext);
}

/** useActorRef that also connects the actor (and its children) to the inspector, when on. */
export function useAppActorRef<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options: ActorOptions<TLogic> = {},
) {
  const inspect = useInspect();
  return useActorRef(logic, inspect ? { ...options, inspect } : options);
}

/** Inspection is asked for with ?inspect in the address, or VITE_INSPECT=true, in development. */
export function inspectionRequested(search: string, flag: string | undefined): boolean {
  return new URLSearchParams(search).has('inspect') || flag === 'true';
}

export function InspectProvider({
  value,
  children,
}: {
  value: InspectObserver | undefined;
  children: ReactNode;
}) {
  return <InspectContext.Provider value={value}>{children}</InspectContext.Provider>;
}

type InspectorState =
  { status: 'off' } | { status: 'loading' } | { status: 'on'; inspect: InspectObserver };

/**
 * In development with inspection requested, loads the Stately inspector before the app's
 * actors start. In production builds the branch is dead code and the inspector is not bundled.
 */
export function useDevInspector(): InspectorState {
  const wanted =
    import.meta.env.DEV &&
    inspectionRequested(window.location.search, import.meta.env.VITE_INSPECT);
  const [state, setState] = useState<InspectorState>(
    wanted ? { status: 'loading' } : { status: 'off' },
  );
  useEffect(() => {
    if (!import.meta.env.DEV || !wanted) return;
    let cancelled = false;
    void import('./devInspector.ts').then(({ startInspector }) => {
      if (!cancelled) setState({ status: 'on', inspect: startInspector() });
    });
    return () => {
      cancelled = true;
    };
  }, [wanted]);
  return state;
}
