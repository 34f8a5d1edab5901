import { showToast, type ToastInput } from '../toasts/toast-store';
import type { LanguageCode } from './languages';
import { languageName } from './languages';
import { translateText, type TranslateContext } from './translate-api';
import { translationFailure } from './translate-errors';

export type TranslationOutcome = { ok: true; text: string } | { ok: false; inline: string };

type Deps = {
  translate: (text: string, target: LanguageCode, context: TranslateContext) => Promise<{ text: string }>;
  toast: (toast: ToastInput) => unknown;
};

const defaultDeps: Deps = { translate: translateText, toast: showToast };

/** One translate click: the call, then the 'Translation Complete' toast or the failure texts. */
export async function requestTranslation(
  text: string,
  target: LanguageCode,
  context: TranslateContext,
  deps: Deps = defaultDeps,
): Promise<TranslationOutcome> {
  try {
    const answer = await deps.translate(text, target, context);
    deps.toast({ title: 'Translation Complete', description: `Translated to ${languageName(target)}.`, variant: 'success' });
    return { ok: true, text: answer.text };
  } catch (error) {
    const failure = translationFailure(error);
    deps.toast(failure.toast);
    return { ok: false, inline: failure.inline };
  }
}
