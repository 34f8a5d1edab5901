import { useState } from 'react';
import { mintCardsRequestSchema, type MintedCard } from '../../../../shared/api/pro';
import { errorMessage } from '../../api/client';
import { mintCards } from './cards-api';

type Minted = { batchId: string; cards: MintedCard[]; createdAt: number };

/** Count and amount of a new batch of prepaid cards. */
export function MintCardsForm({ onMinted }: { onMinted: (batch: Minted) => void }) {
  const [count, setCount] = useState('10');
  const [amount, setAmount] = useState('2');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = mintCardsRequestSchema.safeParse({ count: Number(count), amountJin: Number(amount) });
    if (!parsed.success) {
      setProblem('Cards: a whole number from 1 to 500. Amount: a whole number of JIN from 1 to 1000.');
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const batch = await mintCards(parsed.data.count, parsed.data.amountJin);
      onMinted({ ...batch, createdAt: Date.now() });
    } catch (error) {
      setProblem(errorMessage(error, 'The hub did not mint the cards.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="card cc-mint"
      aria-labelledby="mint-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="mint-title" className="cc-card-title">
        Mint prepaid cards
      </h2>
      <p className="muted">Each card carries a one-time code worth its amount in JIN. A Pro month costs 2 JIN.</p>
      <div className="cc-form-row">
        <label className="field">
          <span className="field-label">Number of cards</span>
          <input className="input" type="number" min={1} max={500} step={1} inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} />
        </label>
        <label className="field">
          <span className="field-label">JIN per card</span>
          <input className="input" type="number" min={1} max={1000} step={1} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Minting…' : 'Mint cards'}
        </button>
      </div>
      {problem ? (
        <p className="cc-error-text" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

export type { Minted };
