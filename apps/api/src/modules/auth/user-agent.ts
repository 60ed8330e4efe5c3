import Bowser from 'bowser';
import type { ActiveSession } from '@marketplace/contracts';

/** What a User-Agent says about the device, in words a person recognises. */
export interface DeviceDescription {
  device: string;
  deviceType: ActiveSession['deviceType'];
}

const UNKNOWN: DeviceDescription = { device: 'Unknown device', deviceType: 'other' };
const deviceTypes = new Set<string>(['desktop', 'mobile', 'tablet']);

function major(version: string | undefined): string {
  return version?.split('.')[0] ?? '';
}

/**
 * "Chrome 120 on Windows 10", "Safari 17 on iOS 17.1". Parsed with bowser (a maintained
 * User-Agent database) when the list is read, so better parsing reaches old sessions too.
 */
export function describeUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent) return UNKNOWN;
  const { browser, os, platform } = Bowser.parse(userAgent);
  const browserName = [browser.name, major(browser.version)].filter(Boolean).join(' ');
  const osName = [os.name, os.versionName ?? os.version].filter(Boolean).join(' ');
  if (!browserName && !osName) return UNKNOWN;
  const device = `${browserName || 'Unknown browser'} on ${osName || 'an unknown system'}`.slice(0, 120);
  return { device, deviceType: platform.type && deviceTypes.has(platform.type) ? (platform.type as DeviceDescription['deviceType']) : 'other' };
}
