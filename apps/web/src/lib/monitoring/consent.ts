/*
 * Whether this browser may send field reports (decision 041): not while we do not yet know who is
 * signed in, not for a member who opted out of analytics, and not when the browser asks sites not
 * to track (Do Not Track) or not to sell or share (Global Privacy Control). The server checks again.
 */

let optedOut: boolean | null = null;

/** Set from the viewer whenever it is read: a visitor is `false`, a member their setting. */
export function setAnalyticsOptOut(value: boolean) {
  optedOut = value;
}

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

export function mayReport(): boolean {
  const nav = navigator as PrivacyNavigator;
  return optedOut === false && nav.doNotTrack !== '1' && nav.globalPrivacyControl !== true;
}
