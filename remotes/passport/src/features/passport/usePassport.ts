/**
 * The passport page's state: which store (via loadPassport), the lists, the
 * auto-stamp counts (refreshed on every stamp-granted event), and the demo actions.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoadedForUser, valueOrAlert } from '@naturverse/auth';
import { getBackendBridge, getLocalStampCounts, on, type StampCounts } from '@naturverse/platform';
import { hasBadge, oncePerCode } from './passport-logic';
import { createLocalPassportStore } from './local-store';
import { loadPassport } from './passport-mode';
import { createSupabasePassportStore } from './supabase-store';
import { DEMO_BADGE, DEMO_STAMP } from './worlds';

const loadDefault = () =>
  loadPassport({
    bridge: getBackendBridge(),
    local: () => createLocalPassportStore(),
    remote: createSupabasePassportStore,
  });

export function usePassport() {
  const { loaded, setLoaded } = useLoadedForUser(loadDefault);
  const [autoCounts, setAutoCounts] = useState<StampCounts>(getLocalStampCounts);

  useEffect(() => on('stamp-granted', () => setAutoCounts(getLocalStampCounts())), []);

  const addDemoStamp = useCallback(
    async (world: string) => {
      if (!loaded) return;
      const stamp = valueOrAlert(await loaded.store.addStamp({ world, ...DEMO_STAMP }));
      if (stamp) setLoaded((prev) => prev && { ...prev, stamps: [stamp, ...prev.stamps] });
    },
    [loaded, setLoaded],
  );

  // A badge is earned once per code: a second click (or a double click while the
  // first is still saving) adds nothing and says so.
  const [badgeNote, setBadgeNote] = useState('');
  const granting = useRef(false);
  const grantDemoBadge = useCallback(async () => {
    if (!loaded || granting.current) return;
    if (hasBadge(loaded.badges, DEMO_BADGE.code)) {
      setBadgeNote(`You already have the ${DEMO_BADGE.label} badge.`);
      return;
    }
    granting.current = true;
    try {
      const badge = valueOrAlert(await loaded.store.addBadge({ ...DEMO_BADGE }));
      if (badge) setLoaded((prev) => prev && { ...prev, badges: oncePerCode([badge, ...prev.badges]) });
    } finally {
      granting.current = false;
    }
  }, [loaded, setLoaded]);

  const shown = loaded && { ...loaded, badges: oncePerCode(loaded.badges) };
  return { loaded: shown, autoCounts, addDemoStamp, grantDemoBadge, badgeNote };
}
