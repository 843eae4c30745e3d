import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import type { ToastEffect, ViewEffect } from '../../machines/shared/effects.ts';
import { useAppNavigate } from '../hooks/useAppNavigate.ts';

export function showToast(effect: ToastEffect): void {
  // A progress toast ('Generating...') makes way for its outcome instead of lingering beside it.
  if (effect.closes) notifications.hide(effect.closes);
  if (effect.id) notifications.hide(effect.id);
  notifications.show({
    id: effect.id,
    color: effect.tone === 'success' ? 'leaf' : effect.tone === 'error' ? 'red' : 'blue',
    title: effect.title,
    message: effect.message,
    autoClose: effect.autoCloseMs ?? 4000,
  });
}

interface EmittingActor {
  on(type: '*', handler: (event: { type: string }) => void): { unsubscribe(): void };
}

/** A view effect, not an event a machine emits for its host (the staples checklist's answer). */
function isViewEffect(event: { type: string }): event is ViewEffect {
  return event.type === 'effect.toast' || event.type === 'effect.navigate';
}

/** Shows the toasts and performs the navigations an actor emits, for as long as it is mounted. */
export function useViewEffects(actor: EmittingActor): void {
  const navigate = useAppNavigate();
  useEffect(() => {
    const subscription = actor.on('*', (effect) => {
      if (!isViewEffect(effect)) return;
      if (effect.type === 'effect.toast') {
        showToast(effect);
      } else if (effect.hard) {
        window.location.assign(effect.to);
      } else {
        navigate(effect.to, { replace: effect.replace ?? true, state: effect.state });
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
}
