import { type FormEvent, useState } from 'react';
import { COACH_TOPICS, type CoachTopic } from '../../../shared/api/ai';
import { HeartPulseIcon } from '../pro/pro-icons';
import { askCoach } from './ai-api';
import { AnswerView } from './AnswerView';
import { QuestionBox } from './QuestionBox';
import { useAsk } from './use-ask';

/** The AI Survival Coach (spec/core.md §2, §5): topic chips, a question, a sourced answer. */
export function CoachPanel() {
  const [topic, setTopic] = useState<CoachTopic | null>(null);
  const [question, setQuestion] = useState('');
  const { answer, busy, ask } = useAsk<Awaited<ReturnType<typeof askCoach>>>('coach');

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    void ask(question, (text) => askCoach(text, topic));
  };

  return (
    <section className="card ai-panel" aria-labelledby="coach-title" data-testid="coach-panel">
      <div className="ai-panel-head">
        <span className="ai-mark ai-mark-coach">
          <HeartPulseIcon size={22} />
        </span>
        <div>
          <h3 id="coach-title">AI Survival Coach</h3>
          <p className="muted">First aid and preparedness, step by step. If anyone is in danger, call 911 first.</p>
        </div>
      </div>
      <div className="chip-row" role="group" aria-label="Topic">
        {COACH_TOPICS.map((item) => (
          <button
            key={item.id}
            type="button"
            className="chip"
            aria-pressed={topic === item.id}
            onClick={() => setTopic(topic === item.id ? null : item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <form className="stack-sm" onSubmit={submit} noValidate>
        <QuestionBox
          label="Your question"
          value={question}
          onChange={setQuestion}
          onSubmit={() => submit()}
          placeholder="e.g. What do I do if an adult is choking?"
        />
        <button type="submit" className="button button-primary ai-ask" disabled={busy}>
          {busy ? 'Asking…' : 'Ask Coach'}
        </button>
      </form>
      {answer ? <AnswerView response={answer.response} source={answer.source} assistant="coach" testId="coach-answer" /> : null}
    </section>
  );
}
