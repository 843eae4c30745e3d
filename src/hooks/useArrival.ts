/**
 * What an address brought (a link's tokens, a verified flag, the remembered page), read once
 * when the page opens; then the query and hash leave the address bar so codes and tokens are
 * never kept in history. The router state (the remembered page) stays when asked to.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { useAppNavigate } from './useAppNavigate.ts';

export interface ArrivalOptions {
  /** Keep the router state when the address is cleaned (login keeps the remembered page). */
  keepState?: boolean;
  /** What is left of the query and hash (default: nothing). */
  clean?: (location: Location) => { search: string; hash: string };
}

export function useArrival<T>(read: (location: Location) => T, options: ArrivalOptions = {}): T {
  const location = useLocation();
  const navigate = useAppNavigate();
  const [arrival] = useState(() => read(location));
  const cleaned = useRef(false);
  useLayoutEffect(() => {
    if (cleaned.current) return;
    cleaned.current = true;
    const rest = options.clean?.(location) ?? { search: '', hash: '' };
    if (rest.search === location.search && rest.hash === location.hash) return;
    navigate(
      { pathname: location.pathname, ...rest },
      { replace: true, ...(options.keepState ? { state: location.state } : {}) },
    );
  }, [location, navigate, options]);
  return arrival;
}
