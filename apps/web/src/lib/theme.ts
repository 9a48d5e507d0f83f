import { useEffect } from 'react';
import type { Theme } from '@prosper/shared/constants/account-settings';

/** Where this device keeps the last theme, read by index.html's script before the first paint. */
const KEY = 'theme';
const deviceDark = () => window.matchMedia('(prefers-color-scheme: dark)');

function paint(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && deviceDark().matches);
  if (dark) document.documentElement.dataset.theme = 'dark';
  else delete document.documentElement.dataset.theme;
}

/** Paints the member's theme, keeps it for the next load, and follows the device while it is 'system'. */
export function useTheme(theme: Theme | undefined) {
  useEffect(() => {
    if (!theme) return;
    try {
      localStorage.setItem(KEY, theme);
    } catch {
      // Storage off: the next load paints light first, then this.
    }
    paint(theme);
    if (theme !== 'system') return;
    const media = deviceDark();
    const follow = () => paint('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [theme]);
}
