import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs`, so countdowns and ages move on by themselves. */
export function useClock(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
