import { deviceName } from '../../../shared/device-name';

/** The spec's device name: the platform, then the local date ("Chrome · Android, 22/11/2026"). */
export function passkeyDeviceName(userAgent: string, now: Date, language: string): string {
  const platform = deviceName(userAgent) ?? 'Browser';
  return `${platform}, ${new Intl.DateTimeFormat(language, { dateStyle: 'short' }).format(now)}`;
}
