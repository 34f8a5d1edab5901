import type { z } from 'zod';
import type { answerSourceSchema } from '../../../shared/api/ai';

export type AnswerSource = z.infer<typeof answerSourceSchema>;

/** The hub ends each answer with a line naming its source; the panel shows the source on its own. */
const SOURCE_LINE = /\n\n(Answered (?:from|by AI \()[^\n]*)$/;

/** Splits an answer into its body and the trailing source line, when there is one. */
export function splitSourceLine(response: string): { body: string; sourceLine: string | null } {
  const match = SOURCE_LINE.exec(response.trimEnd());
  if (!match || match[1] === undefined) return { body: response.trimEnd(), sourceLine: null };
  return { body: response.trimEnd().slice(0, match.index), sourceLine: match[1] };
}

/** A short label for where an answer came from. */
export function sourceLabel(source: AnswerSource, assistant: 'coach' | 'help'): string {
  const guide = assistant === 'coach' ? 'built-in first-aid guide' : 'built-in app help';
  if (source.kind === 'ai') return `AI answer${source.model ? ` (${source.model})` : ''} grounded on the ${guide}`;
  return `From the ${guide}`;
}

export type AnswerParagraph = { heading: string | null; text: string };

/** Paragraphs of an answer; one that starts with a passage's label gets that label as its heading. */
export function answerParagraphs(body: string, passages: readonly string[]): AnswerParagraph[] {
  return body.split(/\n{2,}/).map((paragraph) => {
    const [first = '', ...rest] = paragraph.split('\n');
    return passages.includes(first.trim()) && rest.length ? { heading: first.trim(), text: rest.join('\n') } : { heading: null, text: paragraph };
  });
}
