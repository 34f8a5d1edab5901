import { type FormEvent, useId, useState } from 'react';
import { HELP_CATEGORIES, type HelpCategory, helpCategorySchema } from '../../../shared/api/ai';
import { HelpIcon } from '../pro/pro-icons';
import { askHelp } from './ai-api';
import { AnswerView } from './AnswerView';
import { QuestionBox } from './QuestionBox';
import { useAsk } from './use-ask';

const CATEGORY_LABELS: Record<HelpCategory, string> = {
  general: 'General',
  settings: 'Settings',
  emergency: 'Emergency',
  maps: 'Maps',
  safety: 'Safety',
};

function usageText(count: number): string {
  return count === 1 ? 'Asked once' : `Asked ${count} times`;
}

/** The AI Help Assistant (spec/core.md §2): a category, a question, an answer with cache facts. */
export function HelpPanel() {
  const [category, setCategory] = useState<HelpCategory>('general');
  const [question, setQuestion] = useState('');
  const { answer, busy, ask } = useAsk<Awaited<ReturnType<typeof askHelp>>>('help');
  const selectId = useId();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    void ask(question, (text) => askHelp(text, category));
  };

  return (
    <section className="card ai-panel" aria-labelledby="help-title" data-testid="help-panel">
      <div className="ai-panel-head">
        <span className="ai-mark">
          <HelpIcon size={22} />
        </span>
        <div>
          <h3 id="help-title">AI Help Assistant</h3>
          <p className="muted">Questions about using NeighborWatch: contacts, alerts, maps and settings.</p>
        </div>
      </div>
      <form className="stack-sm" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field-label" htmlFor={selectId}>
            Category
          </label>
          <select
            id={selectId}
            className="input select"
            value={category}
            onChange={(event) => {
              const parsed = helpCategorySchema.safeParse(event.target.value);
              if (parsed.success) setCategory(parsed.data);
            }}
          >
            {HELP_CATEGORIES.map((item) => (
              <option key={item} value={item}>
                {CATEGORY_LABELS[item]}
              </option>
            ))}
          </select>
        </div>
        <QuestionBox
          label="Your question about the app"
          value={question}
          onChange={setQuestion}
          onSubmit={() => submit()}
          placeholder="e.g. How do I add a trusted contact?"
        />
        <button type="submit" className="button button-primary ai-ask" disabled={busy}>
          {busy ? 'Asking…' : 'Ask'}
        </button>
      </form>
      {answer ? (
        <AnswerView
          response={answer.response}
          source={answer.source}
          assistant="help"
          testId="help-answer"
          meta={
            <p className="ai-meta">
              {answer.cached ? <span className="ai-cached">Cached answer</span> : null}
              <span>{usageText(answer.usageCount)}</span>
            </p>
          }
        />
      ) : null}
    </section>
  );
}
