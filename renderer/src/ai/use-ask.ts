import { useState } from 'react';
import { refreshProStatus } from '../pro/pro-status';
import { showToast } from '../toasts/toast-store';
import { type Assistant, aiErrorToast, needsProRecheck } from './ai-errors';

/** Runs one assistant call: the Question Required check, a busy flag, and the error toasts. */
export function useAsk<T>(assistant: Assistant) {
  const [answer, setAnswer] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = async (question: string, call: (question: string) => Promise<T>) => {
    const trimmed = question.trim();
    if (!trimmed) {
      showToast({ title: 'Question Required', description: 'Please type your question first.', variant: 'destructive' });
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      setAnswer(await call(trimmed));
    } catch (error) {
      showToast(aiErrorToast(error, assistant));
      if (needsProRecheck(error)) void refreshProStatus();
    } finally {
      setBusy(false);
    }
  };

  return { answer, busy, ask };
}
