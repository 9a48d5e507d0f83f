import { useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { type ToastSide, toastSide } from '../lib/toast-side.ts';

/** Below the sticky 56 px bar, so a toast at the top never hides the logo, the menu or the bell. */
const TOAST_TOP_PX = 64;

/** The keyboard's focus, where it shows a ring; a click leaves the toasts where they are. */
function keyboardFocus(): { top: number; bottom: number } | null {
  const active = document.activeElement;
  if (!active || active === document.body || !active.matches(':focus-visible')) return null;
  return active.getBoundingClientRect();
}

/**
 * The app's toasts (mounted once, app.tsx): at the top, or at the bottom while the keyboard's focus
 * is in the window's top half, so a toast never covers the focused control (decision 026).
 */
export function Toasts() {
  const [side, setSide] = useState<ToastSide>('top');
  useEffect(() => {
    const place = () => setSide(toastSide(keyboardFocus(), window.innerHeight));
    const events = ['focusin', 'focusout', 'scroll', 'resize'] as const;
    for (const event of events) window.addEventListener(event, place, { passive: true, capture: true });
    return () => {
      for (const event of events) window.removeEventListener(event, place, { capture: true });
    };
  }, []);
  return (
    <Toaster
      position={`${side}-center`}
      offset={{ top: TOAST_TOP_PX }}
      mobileOffset={{ top: TOAST_TOP_PX }}
      visibleToasts={3}
      closeButton
    />
  );
}
