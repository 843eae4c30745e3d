import { notificationsStore, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The toast container (with its transition and scroll-bar code) is a separate chunk: most visits
// never show a toast, and the first page should not wait for it.
const ToastContainer = lazy(() =>
  import('./ToastContainer.tsx').then((m) => ({ default: m.ToastContainer })),
);

/**
 * Mounts Mantine's toast container when the first toast is asked for. `notifications.show`
 * writes to the shared store right away, so a toast shown before the chunk arrives is kept and
 * appears as soon as the container mounts.
 */
export function Toasts() {
  const state = useNotifications(notificationsStore);
  const [needed, setNeeded] = useState(false);
  if (!needed && (state.notifications.length > 0 || state.queue.length > 0)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
