import Bowser from 'bowser';

export type DeviceKind = 'phone' | 'tablet' | 'computer';
/** What a sign-in's user agent says: the kind of device, and browser and system ("Chrome on Windows"). */
export type Device = { kind: DeviceKind; browser: string | null; key: string };

/**
 * A device as the security area counts it: browser and system, without versions, so an update of
 * either is not a new device. An empty or unreadable user agent is a device of its own ("unknown").
 */
export function deviceOf(userAgent: string | null): Device {
  if (!userAgent) return { kind: 'computer', browser: null, key: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const name = parsed.browser.name;
  const os = parsed.os.name;
  const platform = parsed.platform.type;
  const kind: DeviceKind = platform === 'mobile' ? 'phone' : platform === 'tablet' ? 'tablet' : 'computer';
  const browser = name ? (os ? `${name} on ${os}` : name) : null;
  return { kind, browser, key: `${name ?? 'unknown'}|${os ?? 'unknown'}|${kind}` };
}
