/** The viewer's time zone, as the browser knows it: every time on screen is shown in it. */
export const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
