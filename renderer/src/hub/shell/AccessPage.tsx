import { PRODUCT_NAME } from '../../../../shared/constants';
import { ShieldIcon } from '../../ui/icons';

/** What the command centre shows without a working coordinator token. */
export function AccessPage({ refused }: { refused: boolean }) {
  return (
    <main className="standalone cc-access">
      <header className="hub-header">
        <span className="brand-mark">
          <ShieldIcon size={24} />
        </span>
        <div>
          <h1 className="brand-name">{PRODUCT_NAME} Command Centre</h1>
          <p className="brand-tagline">For the neighbourhood-watch coordinator</p>
        </div>
      </header>
      <div className="card standalone-card" role={refused ? 'alert' : undefined}>
        <h2>{refused ? 'Hub unavailable: this link is not valid' : 'Coordinator link needed'}</h2>
        <p>
          {refused
            ? 'The hub did not accept the coordinator token in this link. It may be from another hub, or the hub was set up again.'
            : 'The command centre opens only with the coordinator link.'}
        </p>
        <p className="muted">
          Open the link the hub printed when it started: it looks like <code>https://localhost:8443/hub#token=…</code>. On the
          desktop app, the command centre window opens by itself. Residents use the app&apos;s home page instead; this page is
          not for them.
        </p>
      </div>
    </main>
  );
}
