import { useId } from 'react';
import { AI_QUESTION_MAX } from '../../../shared/api/ai';

type QuestionBoxProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+Enter asks. */
  onSubmit: () => void;
  placeholder?: string;
};

/** A question with the 500-character limit and a counter (spec/core.md §5). */
export function QuestionBox({ label, value, onChange, onSubmit, placeholder }: QuestionBoxProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="input ai-question"
        rows={3}
        value={value}
        maxLength={AI_QUESTION_MAX}
        placeholder={placeholder}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value.slice(0, AI_QUESTION_MAX))}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            onSubmit();
          }
        }}
      />
      <span className="char-count" id={`${id}-count`} aria-live="polite">
        {value.length}/{AI_QUESTION_MAX}
      </span>
    </div>
  );
}
