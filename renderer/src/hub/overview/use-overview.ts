import { useCallback, useState } from 'react';
import type { HubOverview } from '../../../../shared/api/command';
import { errorMessage } from '../../api/client';
import { usePoll } from '../use-poll';
import { fetchOverview } from './overview-api';

export const OVERVIEW_POLL_MS = 4000;

/** The hub's overview, refreshed every few seconds while the page is open. */
export function useOverview(): { overview: HubOverview | null; error: string | null } {
  const [state, setState] = useState<{ overview: HubOverview | null; error: string | null }>({ overview: null, error: null });
  const load = useCallback(async () => {
    try {
      const overview = await fetchOverview();
      setState({ overview, error: null });
    } catch (error) {
      setState((previous) => ({ ...previous, error: errorMessage(error, 'The hub did not answer.') }));
    }
  }, []);
  usePoll(load, OVERVIEW_POLL_MS);
  return state;
}
