import { useState } from 'react';
import { useLanguageStore } from './language-store';
import { type LanguageCode, languageName } from './languages';
import { requestTranslation } from './request-translation';
import type { TranslateContext } from './translate-api';

type TranslateControlProps = {
  /** The original text, shown by the parent just above the control. */
  text: string;
  context: TranslateContext;
};

type Shown = { forText: string; target: LanguageCode; translated: string };

/**
 * Translation control (spec/assist.md §2, §8): 'Translate to English' and 'Translate to <your
 * language>' with a Pro badge. The translation appears under the original; 'Show original'
 * swaps it back in place. Pro is checked by the hub, which answers with the texts shown here.
 */
export function TranslateControl({ text, context }: TranslateControlProps) {
  const language = useLanguageStore((state) => state.language);
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState<LanguageCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [showOriginal, setShowOriginal] = useState(false);

  const targets: LanguageCode[] = language === 'en' ? ['en'] : ['en', language];
  const current = shown?.forText === text ? shown : null;

  const translate = async (target: LanguageCode) => {
    if (busy || !text.trim()) return;
    setBusy(target);
    setError(null);
    const outcome = await requestTranslation(text, target, context);
    setBusy(null);
    if (outcome.ok) {
      setShown({ forText: text, target, translated: outcome.text });
      setShowOriginal(false);
    } else {
      setError(outcome.inline);
    }
  };

  return (
    <div className="translate" data-testid="translate-control">
      <div className="translate-actions">
        {targets.map((target) => (
          <button
            key={target}
            type="button"
            className="translate-button"
            disabled={busy !== null || !text.trim()}
            aria-pressed={current?.target === target && !showOriginal}
            onClick={() => void translate(target)}
          >
            {busy === target ? 'Translating…' : `Translate to ${languageName(target)}`}
          </button>
        ))}
        <span className="translate-pro" title="Translation is a Pro feature">
          Pro
        </span>
      </div>
      {current ? (
        <div className="translate-result" aria-live="polite">
          <div className="translate-result-head">
            <span>{showOriginal ? 'Original' : `Translated to ${languageName(current.target)}`}</span>
            <button type="button" className="translate-toggle" aria-pressed={showOriginal} onClick={() => setShowOriginal(!showOriginal)}>
              {showOriginal ? 'Show translation' : 'Show original'}
            </button>
          </div>
          <p className="translate-text" lang={showOriginal ? undefined : current.target}>
            {showOriginal ? text : current.translated}
          </p>
        </div>
      ) : null}
      {error ? (
        <p className="translate-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
