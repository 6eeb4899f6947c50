/**
 * Global Privacy Control or Do Not Track: a browser that sends either reports nothing, and
 * does not even fetch the reporter (bootstrap.tsx reads this before the first paint, so it is
 * its own small module).
 */
export interface PrivacySignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

export function optedOut(signals: PrivacySignals): boolean {
  return signals.globalPrivacyControl === true || signals.doNotTrack === '1' || signals.doNotTrack === 'yes';
}
