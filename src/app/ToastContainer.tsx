import { Notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { HEADER_HEIGHT } from '../components/Header.tsx';
import { MOBILE_MEDIA_QUERY } from './theme.ts';

/**
 * Mantine's toast container, in its own chunk (see Toasts.tsx). On wide screens toasts rise
 * from the bottom right, away from the header and its account button. On a phone they drop in
 * just below the header: at the bottom they would sit on the buttons and the navigation a
 * thumb is about to press (and a pressed toast stops its timer).
 */
export function ToastContainer() {
  const phone =
    useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  return phone ? (
    // The offset reaches every position's container: the unused bottom ones, stretched from
    // it to the bottom, must let taps through to the page (the toasts themselves take them).
    <Notifications
      position="top-center"
      limit={3}
      style={{ top: HEADER_HEIGHT + 8, pointerEvents: 'none' }}
      styles={{ notification: { pointerEvents: 'auto' } }}
    />
  ) : (
    <Notifications position="bottom-right" limit={4} />
  );
}
