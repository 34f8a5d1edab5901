import { describe, expect, it } from 'vitest';
import { answerParagraphs, sourceLabel, splitSourceLine } from './answer-text';

describe('assistant answers', () => {
  it('separates the hub’s trailing source line and keeps the line breaks of the body', () => {
    const response = 'Call 911.\n\nChoking › Adults\n1. Five back blows\n2. Five abdominal thrusts\n\nAnswered from the built-in first-aid guide: Choking › Adults.';
    expect(splitSourceLine(response)).toEqual({
      body: 'Call 911.\n\nChoking › Adults\n1. Five back blows\n2. Five abdominal thrusts',
      sourceLine: 'Answered from the built-in first-aid guide: Choking › Adults.',
    });
    expect(splitSourceLine('Steps\n\nAnswered by AI (gpt) using the built-in app help.').sourceLine).toBe(
      'Answered by AI (gpt) using the built-in app help.',
    );
  });

  it('leaves an answer without a source line whole', () => {
    expect(splitSourceLine('Just text\n\nmore')).toEqual({ body: 'Just text\n\nmore', sourceLine: null });
  });

  it('labels built-in and AI sources', () => {
    expect(sourceLabel({ kind: 'built-in', passages: [], model: null }, 'coach')).toBe('From the built-in first-aid guide');
    expect(sourceLabel({ kind: 'ai', passages: [], model: 'llama' }, 'help')).toBe('AI answer (llama) grounded on the built-in app help');
  });
});

describe('answer paragraphs', () => {
  it('turns a passage label opening a paragraph into its heading and keeps the other line breaks', () => {
    const body = 'Call 911 first.\n\nChoking › Back blows\nGive up to 5 back blows.\nCheck the mouth.\n\nPlain ending';
    expect(answerParagraphs(body, ['Choking › Back blows'])).toEqual([
      { heading: null, text: 'Call 911 first.' },
      { heading: 'Choking › Back blows', text: 'Give up to 5 back blows.\nCheck the mouth.' },
      { heading: null, text: 'Plain ending' },
    ]);
  });
});
