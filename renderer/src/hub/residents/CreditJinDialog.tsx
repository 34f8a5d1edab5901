import { useEffect, useState } from 'react';
import { creditJinRequestSchema, type ResidentSummary } from '../../../../shared/api/pro';
import { errorMessage } from '../../api/client';
import { showToast } from '../../toasts/toast-store';
import { Dialog } from '../../ui/Dialog';
import { creditResidentJin } from './residents-api';

type CreditJinDialogProps = { resident: ResidentSummary | null; onClose: () => void; onCredited: () => void };

/** Credit JIN to one resident, with a memo that goes into their ledger. */
export function CreditJinDialog({ resident, onClose, onCredited }: CreditJinDialogProps) {
  const [amount, setAmount] = useState('5');
  const [memo, setMemo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setAmount('5');
    setMemo('');
    setProblem(null);
  }, [resident?.id]);

  const submit = async () => {
    if (!resident) return;
    const parsed = creditJinRequestSchema.safeParse({ amountJin: Number(amount), memo });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem(issue?.path[0] === 'amountJin' ? 'Enter a whole number of JIN from 1 to 10000.' : (issue?.message ?? 'Check the form.'));
      return;
    }
    setBusy(true);
    try {
      const answer = await creditResidentJin(resident.id, parsed.data.amountJin, parsed.data.memo);
      showToast({ title: `Credited ${parsed.data.amountJin} JIN`, description: `New balance: ${answer.balanceJin} JIN`, variant: 'success' });
      onCredited();
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, 'The hub did not accept the credit.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={resident !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Credit JIN"
      description={resident ? `To ${resident.displayName} (${resident.id.slice(0, 8)}), current balance ${resident.balanceJin} JIN.` : undefined}
      testId="credit-jin-dialog"
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="credit-jin-form" className="button button-primary" disabled={busy}>
            {busy ? 'Crediting…' : 'Credit JIN'}
          </button>
        </>
      }
    >
      <form
        id="credit-jin-form"
        className="stack-sm"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="field">
          <span className="field-label">Amount (JIN)</span>
          <input className="input" type="number" min={1} max={10000} step={1} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} required />
        </label>
        <label className="field">
          <span className="field-label">Memo</span>
          <input className="input" value={memo} maxLength={200} placeholder="Why: e.g. thanks for the patrol rota" onChange={(e) => setMemo(e.target.value)} required />
        </label>
        {problem ? (
          <p className="cc-error-text" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
