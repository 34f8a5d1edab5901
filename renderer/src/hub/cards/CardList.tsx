import { useState } from 'react';
import type { z } from 'zod';
import type { cardStatusSchema } from '../../../../shared/api/pro';
import { formatDateTime } from '../format';

type CardStatus = z.infer<typeof cardStatusSchema>;
type Filter = 'all' | 'unused' | 'redeemed';

/** Every card minted on this hub: hint, amount, batch, unused or redeemed by whom. */
export function CardList({ cards }: { cards: CardStatus[] }) {
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filter === 'all' ? cards : cards.filter((card) => card.status === filter);
  const unused = cards.filter((card) => card.status === 'unused').length;
  return (
    <section className="card cc-table-card" aria-labelledby="cards-title">
      <div className="cc-section-head">
        <h2 id="cards-title" className="cc-card-title">
          Cards ({cards.length}: {unused} unused)
        </h2>
        <div className="cc-segmented" role="group" aria-label="Show cards">
          {(['all', 'unused', 'redeemed'] as const).map((value) => (
            <button key={value} type="button" aria-pressed={filter === value} onClick={() => setFilter(value)}>
              {value[0]?.toUpperCase()}
              {value.slice(1)}
            </button>
          ))}
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="muted">{cards.length === 0 ? 'No cards minted yet.' : 'No cards in this view.'}</p>
      ) : (
        <table className="cc-table" data-testid="card-list">
          <thead>
            <tr>
              <th scope="col">Code ends</th>
              <th scope="col">Amount</th>
              <th scope="col">Batch</th>
              <th scope="col">Minted</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((card) => (
              <tr key={card.id}>
                <td>
                  <code>…{card.hint}</code>
                </td>
                <td>{card.amountJin} JIN</td>
                <td>
                  <code>{card.batchId.slice(0, 8)}</code>
                </td>
                <td>{formatDateTime(card.createdAt)}</td>
                <td>
                  {card.status === 'redeemed' ? (
                    <span className="badge cc-status cc-status-redeemed" title={card.redeemedAt ? formatDateTime(card.redeemedAt) : undefined}>
                      Redeemed{card.redeemedBy ? ` by ${card.redeemedBy.slice(0, 8)}` : ''}
                    </span>
                  ) : (
                    <span className="badge cc-status cc-status-unused">Unused</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
