import { useCallback, useEffect, useState } from 'react';
import type { ObservationSummary } from './observation';
import { observationDb } from './observation-db';

export type LoadState = 'loading' | 'ready' | 'failed';

/** The saved records without their full images, read once on mount and again after every change. */
export function useObservations() {
  const [records, setRecords] = useState<ObservationSummary[]>([]);
  const [state, setState] = useState<LoadState>('loading');

  const reload = useCallback(async () => {
    try {
      setRecords(await observationDb.summaries());
      setState('ready');
    } catch {
      setState('failed');
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { records, state, reload };
}
