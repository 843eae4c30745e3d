import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createLiveAuthServices, type AuthServices } from '../../services/authApi.ts';
import { authActorsOf, type AuthActors } from '../../services/live/authActors.ts';

const AuthServicesContext = createContext<AuthServices | null>(null);

let live: AuthServices | undefined;

/**
 * The I/O behind the account screens' machines. The app uses the live supabase-js services;
 * tests wrap screens in a provider with their own.
 */
export function useAuthServices(): AuthServices {
  const provided = useContext(AuthServicesContext);
  if (provided) return provided;
  live ??= createLiveAuthServices();
  return live;
}

/** The account screens' actor sets, by machine, on the services in use. */
export function useAuthActors(): AuthActors {
  const services = useAuthServices();
  return useMemo(() => authActorsOf(services), [services]);
}

export function AuthServicesProvider({
  services,
  children,
}: {
  services: AuthServices;
  children: ReactNode;
}) {
  return <AuthServicesContext.Provider value={services}>{children}</AuthServicesContext.Provider>;
}
