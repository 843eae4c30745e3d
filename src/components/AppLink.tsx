import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

/** In-app link. Navigation replaces the history entry (spec section 2) unless told otherwise. */
export const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink(
  { replace = true, ...props },
  ref,
) {
  return <Link ref={ref} replace={replace} {...props} />;
});
