import { useCallback, useState } from 'react';
import type { TimelineResponse } from '../../../../shared/api/command';
import { errorMessage } from '../../api/client';
import { usePoll } from '../use-poll';
import { fetchTimeline } from './incidents-api';
import { INCIDENT_POLL_MS, type IncidentRef } from './incidents-store';

/** The open incident's timeline, refreshed with the board. */
export function useTimeline(ref: IncidentRef): { timeline: TimelineResponse | null; error: string | null } {
  const [state, setState] = useState<{ key: string; timeline: TimelineResponse | null; error: string | null }>({ key: '', timeline: null, error: null });
  const key = `${ref.kind}/${ref.id}`;
  const load = useCallback(async () => {
    try {
      const timeline = await fetchTimeline(ref.kind, ref.id);
      setState({ key, timeline, error: null });
    } catch (error) {
      setState((previous) => ({ ...previous, key, error: errorMessage(error, 'The timeline could not be loaded.') }));
    }
  }, [key, ref.kind, ref.id]);
  usePoll(load, INCIDENT_POLL_MS);
  return state.key === key ? state : { timeline: null, error: null };
}
