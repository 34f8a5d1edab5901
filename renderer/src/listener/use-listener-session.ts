import { useEffect, useState } from 'react';
import { ListenerSession } from './listener-session';

/** One ListenerSession per mounted room page, joined on mount and disposed on unmount. */
export function useListenerSession(roomId: string): ListenerSession | null {
  const [session, setSession] = useState<ListenerSession | null>(null);
  useEffect(() => {
    const created = new ListenerSession(roomId);
    setSession(created);
    created.join();
    const wake = () => {
      if (document.visibilityState === 'visible') created.wake();
    };
    document.addEventListener('visibilitychange', wake);
    return () => {
      document.removeEventListener('visibilitychange', wake);
      created.dispose();
    };
  }, [roomId]);
  return session;
}
