/**
 * The passport page's state: which store (via loadPassport), the lists, the
 * auto-stamp counts (refreshed on every stamp-granted event), and the demo actions.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@naturverse/auth';
import { getBackendBridge, getLocalStampCounts, on, type StampCounts } from '@naturverse/platform';
import { addOrAlert } from './add-entry';
import { hasBadge, oncePerCode } from './passport-logic';
import { createLocalPassportStore } from './local-store';
import { loadPassport, shouldWaitForAuth, type LoadedPassport, type PassportSources } from './passport-mode';
import { createSupabasePassportStore } from './supabase-store';
import { DEMO_BADGE, DEMO_STAMP } from './worlds';

const defaultSources = (): PassportSources => ({
  bridge: getBackendBridge(),
  local: () => createLocalPassportStore(),
  remote: createSupabasePassportStore,
});

const alertFamily = (message: string) => window.alert(message);

export function usePassport() {
  const { status, user, backendConfigured } = useAuth();
  const waitingForAuth = shouldWaitForAuth(status, backendConfigured);
  const userId = user?.id ?? null;
  const [loaded, setLoaded] = useState<LoadedPassport | null>(null);
  const [autoCounts, setAutoCounts] = useState<StampCounts>(getLocalStampCounts);

  useEffect(() => {
    if (waitingForAuth) return;
    let live = true;
    setLoaded(null);
    void loadPassport(defaultSources()).then((next) => {
      if (live) setLoaded(next);
    });
    return () => {
      live = false;
    };
  }, [waitingForAuth, userId]);

  useEffect(() => on('stamp-granted', () => setAutoCounts(getLocalStampCounts())), []);

  const addDemoStamp = useCallback(
    async (world: string) => {
      if (!loaded) return;
      const stamp = await addOrAlert(() => loaded.store.addStamp({ world, ...DEMO_STAMP }), alertFamily);
      if (stamp) setLoaded((prev) => prev && { ...prev, stamps: [stamp, ...prev.stamps] });
    },
    [loaded],
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
      const badge = await addOrAlert(() => loaded.store.addBadge({ ...DEMO_BADGE }), alertFamily);
      if (badge) setLoaded((prev) => prev && { ...prev, badges: oncePerCode([badge, ...prev.badges]) });
    } finally {
      granting.current = false;
    }
  }, [loaded]);

  const shown = loaded && { ...loaded, badges: oncePerCode(loaded.badges) };
  return { loaded: shown, autoCounts, addDemoStamp, grantDemoBadge, badgeNote };
}
