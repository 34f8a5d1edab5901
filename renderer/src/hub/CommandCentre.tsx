import { useEffect } from 'react';
import { useHubSession } from './hub-session';
import { AccessPage } from './shell/AccessPage';
import { HubShell } from './shell/HubShell';
import { useHubTheme } from './shell/hub-theme';

/** The coordinator's command centre at /hub: token first, then the shell. */
export function CommandCentre() {
  const access = useHubSession((state) => state.access);
  const resolve = useHubSession((state) => state.resolve);
  const [theme, setTheme] = useHubTheme();
  useEffect(() => {
    void resolve();
  }, [resolve]);

  if (access === 'resolving') {
    return (
      <main className="standalone" aria-busy="true">
        <p className="muted">Opening the command centre…</p>
      </main>
    );
  }
  if (access !== 'ready') return <AccessPage refused={access === 'refused'} />;
  return <HubShell theme={theme} onTheme={setTheme} />;
}
