import { Notifications } from '@mantine/notifications';

/** Mantine's toast container, in its own chunk (see Toasts.tsx). */
export function ToastContainer() {
  return <Notifications position="top-right" limit={4} />;
}
