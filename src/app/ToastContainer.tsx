import { Notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { BOTTOM_NAV_HEIGHT } from '../components/BottomNav.tsx';
import { MOBILE_MEDIA_QUERY } from './theme.ts';

/**
 * Mantine's toast container, in its own chunk (see Toasts.tsx). Toasts rise from the bottom so
 * they never cover the header and its account button; on a phone they sit above the bottom
 * navigation, full width.
 */
export function ToastContainer() {
  const phone =
    useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  return phone ? (
    <Notifications position="bottom-center" limit={3} style={{ bottom: BOTTOM_NAV_HEIGHT + 8 }} />
  ) : (
    <Notifications position="bottom-right" limit={4} />
  );
}
