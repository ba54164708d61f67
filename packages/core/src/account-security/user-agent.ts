/**
 * What the security page says of a session's device: browser and system names read from its
 * User-Agent, e.g. "Chrome on Windows". A small parser of its own rather than a library: the page
 * needs a name, not versions or engines, and browsers now freeze most of the string anyway
 * (User-Agent reduction). Anything it does not know is null, which the page shows as unknown.
 */
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  /** A phone or tablet (Android, iOS, iPadOS, or a `Mobile` token). */
  mobile: boolean;
}

/**
 * Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari",
 * and iOS browsers say "Safari" after their own token (CriOS, FxiOS, EdgiOS).
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera|OPiOS)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bMobile\/\w+.*\bSafari\//, 'Safari'],
];

/** iOS before macOS (an iPhone says "like Mac OS X"), Android before Linux, ChromeOS before Linux. */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

/** The longest User-Agent read: real ones are a few hundred characters. */
const MAX_READ = 512;

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = (userAgent ?? '').slice(0, MAX_READ);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const mobile = os === 'iOS' || os === 'iPadOS' || os === 'Android' || /\bMobile\b/.test(ua);
  return { browser, os, mobile };
}
