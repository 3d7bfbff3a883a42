/** "Chrome · Android" from a User-Agent header: enough for a person to recognise their own devices. */
export function deviceName(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const browser =
    [
      ['Edg/', 'Edge'],
      ['OPR/', 'Opera'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([marker]) => userAgent.includes(marker as string))?.[1] ?? 'Browser';
  const system = [
    ['Android', 'Android'],
    ['iPhone', 'iOS'],
    ['iPad', 'iPadOS'],
    ['Windows', 'Windows'],
    ['Mac OS X', 'macOS'],
    ['CrOS', 'ChromeOS'],
    ['Linux', 'Linux'],
  ].find(([marker]) => userAgent.includes(marker as string))?.[1];
  return system ? `${browser} · ${system}` : browser;
}
