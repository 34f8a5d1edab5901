import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { followThemeSetting } from './settings/theme';
import './styles.css';

/**
 * Three faces, chosen by path without a router. Each loads on demand, so the listener
 * page and the command centre never create a resident identity on the device.
 */
async function loadRoute(pathname: string): Promise<ReactNode> {
  if (pathname.startsWith('/sos-listen')) {
    const { ListenerPage } = await import('./listener/ListenerPage');
    return <ListenerPage pathname={pathname} />;
  }
  if (pathname === '/hub' || pathname.startsWith('/hub/')) {
    const { CommandCentre } = await import('./hub/CommandCentre');
    return <CommandCentre />;
  }
  const [{ ResidentApp }, { startResidentSession }] = await Promise.all([
    import('./shell/ResidentApp'),
    import('./shell/start-resident'),
  ]);
  void startResidentSession();
  void import('./push/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
  return <ResidentApp />;
}

followThemeSetting();
const root = document.getElementById('root');
if (root) {
  const reactRoot = createRoot(root);
  void loadRoute(window.location.pathname).then((page) => reactRoot.render(<StrictMode>{page}</StrictMode>));
}
