import { fingerprintRows } from '../format';

/** The hub's certificate fingerprint and how a resident accepts the self-signed certificate once. */
export function CertificateCard({ fingerprint }: { fingerprint: string | null }) {
  if (!fingerprint) {
    return (
      <section className="card cc-cert" aria-labelledby="cert-title">
        <h2 id="cert-title" className="cc-card-title">
          Secure connection
        </h2>
        <p>HTTPS is off on this hub (it runs behind a proxy that provides it, or for testing). Phones need HTTPS for location and the microphone.</p>
      </section>
    );
  }
  return (
    <section className="card cc-cert" aria-labelledby="cert-title">
      <h2 id="cert-title" className="cc-card-title">
        Certificate fingerprint
      </h2>
      <p className="muted">SHA-256 of the hub&apos;s certificate:</p>
      <code className="cc-fingerprint" data-testid="hub-fingerprint">
        {fingerprintRows(fingerprint).map((row) => (
          <span key={row}>{row}</span>
        ))}
      </code>
      <h3 className="cc-subtitle">First visit on a resident&apos;s phone</h3>
      <ol className="cc-steps">
        <li>The browser warns that the connection is not private: the hub made its own certificate, no company signed it.</li>
        <li>
          To be sure it is this hub, tap the warning&apos;s certificate details and compare the SHA-256 fingerprint with the one
          above.
        </li>
        <li>
          Tap <strong>Advanced</strong>, then <strong>Proceed</strong> (or <strong>Visit this website</strong>). Once per device.
        </li>
      </ol>
    </section>
  );
}
