/** The browser's family only (never its version or platform): chromium, firefox, safari or other. */
export function browserFamily(userAgent: string): 'chromium' | 'firefox' | 'safari' | 'other' {
  if (/(?:Chrome|Chromium|CriOS|Edg)\//.test(userAgent)) return 'chromium'; // HeadlessChrome too
  if (/\b(?:Firefox|FxiOS)\//.test(userAgent)) return 'firefox';
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(userAgent)) return 'safari';
  return 'other';
}
