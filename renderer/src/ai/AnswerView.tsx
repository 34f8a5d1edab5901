import type { ReactNode } from 'react';
import { BookIcon, SparkIcon } from '../pro/pro-icons';
import { answerParagraphs, type AnswerSource, sourceLabel, splitSourceLine } from './answer-text';

type AnswerViewProps = {
  response: string;
  source: AnswerSource;
  assistant: 'coach' | 'help';
  /** Extra facts under the source, such as the help assistant's cache hint. */
  meta?: ReactNode;
  testId?: string;
};

/** An assistant's answer with its line breaks kept, and where it came from. */
export function AnswerView({ response, source, assistant, meta, testId }: AnswerViewProps) {
  const { body } = splitSourceLine(response);
  return (
    <article className="ai-answer" data-testid={testId} aria-label="Answer">
      <div className="ai-answer-body">
        {answerParagraphs(body, source.passages).map((paragraph, index) => (
          <p key={index}>
            {paragraph.heading ? <strong className="ai-answer-heading">{paragraph.heading}</strong> : null}
            {paragraph.text}
          </p>
        ))}
      </div>
      <footer className="ai-source">
        <p className={`ai-source-kind ai-source-${source.kind}`} data-testid="answer-source">
          {source.kind === 'ai' ? <SparkIcon size={16} /> : <BookIcon size={16} />}
          {sourceLabel(source, assistant)}
        </p>
        {source.passages.length ? (
          <ul className="ai-passages" aria-label="Passages used">
            {source.passages.map((passage) => (
              <li key={passage}>{passage}</li>
            ))}
          </ul>
        ) : null}
        {meta}
      </footer>
    </article>
  );
}
