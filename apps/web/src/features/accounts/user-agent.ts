/**
 * Browser and system named from a user agent, enough for a seller to recognise their own
 * devices in the sign-in list. Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export interface Device {
  browser: string;
  os: string;
  mobile: boolean;
}

const pick = (list: [RegExp, string][], ua: string) => list.find(([pattern]) => pattern.test(ua))?.[1] ?? '';

export function describeDevice(userAgent: string | null): Device {
  const ua = userAgent ?? '';
  return { browser: pick(BROWSERS, ua), os: pick(SYSTEMS, ua), mobile: /Mobi|iPhone|Android/.test(ua) };
}
