import { useCallback, useState } from 'react';
import type { z } from 'zod';
import type { cardStatusSchema } from '../../../../shared/api/pro';
import { errorMessage } from '../../api/client';
import { usePoll } from '../use-poll';
import { CardList } from './CardList';
import { CardSheet } from './CardSheet';
import { fetchCards } from './cards-api';
import { MintCardsForm, type Minted } from './MintCardsForm';

const CARDS_POLL_MS = 15_000;

/** Mint prepaid JIN cards, print the sheet once, follow which were redeemed. */
export function CardsPage() {
  const [cards, setCards] = useState<z.infer<typeof cardStatusSchema>[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [batch, setBatch] = useState<Minted | null>(null);
  const load = useCallback(async () => {
    try {
      setCards((await fetchCards()).cards);
      setError(null);
    } catch (caught) {
      setError(errorMessage(caught, 'The cards could not be loaded.'));
    }
  }, []);
  usePoll(load, CARDS_POLL_MS);

  return (
    <div className="cc-page">
      {batch ? (
        <CardSheet batch={batch} onDone={() => setBatch(null)} />
      ) : (
        <MintCardsForm
          onMinted={(minted) => {
            setBatch(minted);
            void load();
          }}
        />
      )}
      <div className="cc-no-print">
        {error ? (
          <p className="cc-error-text" role="alert">
            {error}
          </p>
        ) : null}
        {cards ? <CardList cards={cards} /> : <p className="muted">Loading…</p>}
      </div>
    </div>
  );
}
