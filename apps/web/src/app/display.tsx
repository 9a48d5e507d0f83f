import { setDisplayFormats } from '../lib/date-time.ts';
import { useTheme } from '../lib/theme.ts';
import { useViewer } from '../lib/viewer.ts';

/**
 * The member's display choices applied to the whole app: the date and time formats are set before
 * the pages below render (so every date on them follows), and the theme is painted.
 */
export function ViewerDisplay() {
  const viewer = useViewer().data;
  setDisplayFormats(viewer ? { timeFormat: viewer.timeFormat, dateFormat: viewer.dateFormat } : null);
  useTheme(viewer?.theme);
  return null;
}
