import { useEffect, useState } from 'react';
import type { MintedCard } from '../../../../shared/api/pro';
import type { Minted } from './MintCardsForm';

/** One QR per card, the same look as the hub's CLI sheet (server/pro/card-sheet.ts). */
function useCardQrs(cards: MintedCard[]): Map<string, string> {
  const [qrs, setQrs] = useState(new Map<string, string>());
  useEffect(() => {
    let alive = true;
    void import('qrcode').then(async ({ toDataURL }) => {
      const pairs = await Promise.all(
        cards.map(async (card) => [card.id, await toDataURL(card.code, { width: 256, margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } })] as const),
      );
      if (alive) setQrs(new Map(pairs));
    });
    return () => {
      alive = false;
    };
  }, [cards]);
  return qrs;
}

/** The just-minted batch as a printable sheet; the codes are never shown again. */
export function CardSheet({ batch, onDone }: { batch: Minted; onDone: () => void }) {
  const qrs = useCardQrs(batch.cards);
  const ready = qrs.size === batch.cards.length;
  return (
    <section className="cc-sheet-wrap" aria-labelledby="sheet-title">
      <div className="card cc-sheet-warning cc-no-print" role="alert">
        <h2 id="sheet-title" className="cc-card-title">
          {batch.cards.length} cards minted: print them now
        </h2>
        <p>
          These codes are shown <strong>only once</strong>. The hub keeps only a fingerprint of each code, so a lost sheet cannot
          be printed again. Print it (or save it as a PDF), cut along the lines and keep unused cards safe.
        </p>
        <div className="cc-form-row">
          <button type="button" className="button button-primary" disabled={!ready} onClick={() => window.print()}>
            Print
          </button>
          <button type="button" className="button button-secondary" onClick={onDone}>
            Done, I have printed them
          </button>
        </div>
      </div>
      <div className="cc-sheet" data-testid="card-sheet">
        <p className="cc-sheet-caption">
          NeighborWatch prepaid cards · batch {batch.batchId.slice(0, 8)} · {new Date(batch.createdAt).toLocaleString()}
        </p>
        <div className="cc-sheet-grid">
          {batch.cards.map((card) => (
            <article key={card.id} className="cc-print-card">
              <header>
                <strong>NeighborWatch</strong>
                <span>{card.amountJin} JIN</span>
              </header>
              {qrs.get(card.id) ? <img src={qrs.get(card.id)} alt="QR code of the card code" width={128} height={128} /> : <span className="cc-qr-slot" />}
              <code>{card.code}</code>
              <p>Pro tab → Activate prepaid card → scan this code or type it.</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
