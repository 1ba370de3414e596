import { Toaster as Sonner, toast } from 'sonner';
import { PHONE_SCREEN, useMediaQuery } from '../lib/media-query';

/*
 * UI.md: errors stay until dismissed, successes fade after 3 s. Sonner has one duration for all types, so the
 * error shorthand is wrapped once here; every `toast.error(...)` in the app (imported from 'sonner') gets it.
 */
const showError = toast.error;
toast.error = ((message, data) =>
  showError(message, { duration: Number.POSITIVE_INFINITY, ...data })) as typeof toast.error;

/** Toasts bottom-right on desktop and top-center on phones (≤ 640 px). Mount once. */
export function Toaster() {
  const phone = useMediaQuery(PHONE_SCREEN);
  return (
    <Sonner
      theme="dark"
      position={phone ? 'top-center' : 'bottom-right'}
      richColors
      closeButton
      duration={3000}
      toastOptions={{ closeButtonAriaLabel: 'Dismiss notification' }}
    />
  );
}
