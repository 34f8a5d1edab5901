import { fingerprintRows } from '../format';

/** The certificate in use and how to bring one's own; nothing to upload here. */
export function TlsCard({ fingerprint }: { fingerprint: string | null | undefined }) {
  return (
    <section className="card cc-settings-section" aria-labelledby="tls-title">
      <h2 id="tls-title" className="cc-card-title">
        HTTPS certificate
      </h2>
      {fingerprint ? (
        <>
          <p className="muted">SHA-256 fingerprint of the certificate the hub serves now:</p>
          <code className="cc-fingerprint">
            {fingerprintRows(fingerprint).map((row) => (
              <span key={row}>{row}</span>
            ))}
          </code>
        </>
      ) : (
        <p>{fingerprint === null ? 'HTTPS is off: the hub runs behind a proxy that provides it (--no-tls).' : 'Loading…'}</p>
      )}
      <p>
        By default the hub makes its own certificate for its network addresses, and each resident accepts it once. To use a
        certificate from your own domain or certificate authority instead, start the hub with:
      </p>
      <pre className="cc-code">npm start -- --cert /path/to/cert.pem --key /path/to/key.pem</pre>
      <p className="muted cc-small">The files stay where they are; restart the hub to change them. Residents then see no warning.</p>
    </section>
  );
}
