/** Where toasts show: at the top as usual (below the bar), or at the bottom. */
export type ToastSide = 'top' | 'bottom';

/**
 * The side of the window where toasts cannot cover the keyboard's focus (SC 2.4.11, decision 026):
 * the top, unless the focused element sits in the window's top half, where the top's toasts would
 * lie over it (on a phone, a welcome toast over the page's first buttons). A toast is far smaller
 * than half the window, so the other half always has room for it.
 */
export function toastSide(focused: { top: number; bottom: number } | null, windowHeight: number): ToastSide {
  if (!focused) return 'top';
  return (focused.top + focused.bottom) / 2 < windowHeight / 2 ? 'bottom' : 'top';
}
