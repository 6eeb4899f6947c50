/** The browser's family only (never its version or platform): chromium, firefox, safari or other. */
export function browserFamily(userAgent: string): 'chromium' | 'firefox' | 'safari' | 'other' {
  if (/\b(?:Chrome|Chromium|CriOS|Edg)\//.test(userAgent)) return 'chromium';
  if (/\b(?:Firefox|FxiOS)\//.test(userAgent)) return 'firefox';
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(userAgent)) return 'safari';
  return 'other';
}
