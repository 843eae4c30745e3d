import { createContext, useContext, type ReactNode } from 'react';
import { createLiveAuthServices, type AuthServices } from '../../services/authApi.ts';

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

export function AuthServicesProvider({
  services,
  children,
}: {
  services: AuthServices;
  children: ReactNode;
}) {
  return <AuthServicesContext.Provider value={services}>{children}</AuthServicesContext.Provider>;
}
