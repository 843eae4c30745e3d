import { useCallback } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router-dom';

/** navigate() that replaces the history entry by default, as every navigation in the product does. */
export function useAppNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      void navigate(to, { replace: true, ...options });
    },
    [navigate],
  );
}
