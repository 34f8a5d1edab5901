import type { Passage } from './retrieval';

export const EMERGENCY_FIRST =
  'If anyone may be in danger, call your emergency number first (911 in the US and Canada, 112 in the EU, 999 in the UK) and put the phone on speaker.';

export const passageLabel = (p: Passage) => (p.title === p.section ? p.section : `${p.section} › ${p.title}`);

/** An answer made only of the built-in text, when no AI provider is configured. */
export function composeBuiltInAnswer(kind: 'coach' | 'help', passages: Passage[]): string {
  const body = passages.map((p) => `${passageLabel(p)}\n${p.text}`).join('\n\n');
  if (kind === 'coach') {
    return `${EMERGENCY_FIRST}\n\n${body}\n\nFrom the NeighborWatch built-in first-aid guide. It is a reminder, not a substitute for training or the emergency services.`;
  }
  return `${body}\n\nFrom the NeighborWatch built-in help.`;
}

export function noMatchAnswer(kind: 'coach' | 'help'): string {
  return kind === 'coach'
    ? `${EMERGENCY_FIRST}\n\nThe built-in first-aid guide has nothing that matches this question. Pick a topic (CPR, Choking, Bleeding, Fire Plan, Weather Kit) or ask about one of them.`
    : 'The built-in help has nothing that matches this question. Try other words, or pick another category.';
}

/** The prompt that keeps generated answers grounded on the retrieved passages. */
export function groundedMessages(kind: 'coach' | 'help', question: string, passages: Passage[]) {
  const role =
    kind === 'coach'
      ? 'You are the NeighborWatch survival coach. Always begin by telling the person to call their emergency number if anyone may be in danger. Give short, numbered, practical steps.'
      : 'You are the NeighborWatch app help assistant. Explain how the app works in short, friendly steps.';
  const context = passages.map((p, i) => `[${i + 1}] ${passageLabel(p)}: ${p.text}`).join('\n');
  return [
    {
      role: 'system' as const,
      content: `${role} Answer only from the passages below; if they do not cover the question, say so. Do not invent app features.\n\nPassages:\n${context}`,
    },
    { role: 'user' as const, content: question },
  ];
}

export function sourceLine(kind: 'coach' | 'help', passages: Passage[], model: string | null): string {
  const from = kind === 'coach' ? 'the built-in first-aid guide' : 'the built-in app help';
  const where = passages.length ? `: ${passages.map(passageLabel).join('; ')}` : '';
  return model ? `Answered by AI (${model}) using ${from}${where}.` : `Answered from ${from}${where}.`;
}
