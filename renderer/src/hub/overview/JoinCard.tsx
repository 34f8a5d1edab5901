import { useEffect, useState } from 'react';

function useQrDataUrl(text: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    setUrl(null);
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(text, { width: 360, margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } }))
      .then((dataUrl) => alive && setUrl(dataUrl))
      .catch(() => alive && setUrl(null));
    return () => {
      alive = false;
    };
  }, [text]);
  return url;
}

/** The address residents open, as text and as a large QR code for their phone cameras. */
export function JoinCard({ urls }: { urls: string[] }) {
  const addresses = urls.length > 0 ? urls : [window.location.origin];
  const [chosen, setChosen] = useState(0);
  const address = addresses[Math.min(chosen, addresses.length - 1)] ?? window.location.origin;
  const qr = useQrDataUrl(address);
  return (
    <section className="card cc-join" aria-labelledby="join-title">
      <div className="cc-join-text">
        <h2 id="join-title" className="cc-card-title">
          Residents join here
        </h2>
        <p className="muted">
          On the same Wi-Fi, residents scan the code with their phone camera or type the address. No account, no app store.
        </p>
        <ul className="cc-url-list">
          {addresses.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                className="cc-url"
                aria-pressed={index === chosen}
                title={addresses.length > 1 ? 'Show the QR code of this address' : undefined}
                onClick={() => setChosen(index)}
              >
                <code className="break">{url}</code>
              </button>
            </li>
          ))}
        </ul>
        {addresses.length > 1 ? <p className="muted cc-small">The hub has several network addresses: pick the one on the residents&apos; Wi-Fi.</p> : null}
      </div>
      <div className="cc-join-qr">
        {qr ? <img src={qr} alt="QR code of the address residents open" width={240} height={240} /> : <div className="cc-qr-placeholder" aria-hidden="true" />}
      </div>
    </section>
  );
}
