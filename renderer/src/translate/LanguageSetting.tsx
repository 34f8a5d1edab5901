import { useId } from 'react';
import { SUPPORTED_LANGUAGES } from '../../../shared/api/ai';
import { useLanguageStore } from './language-store';
import { isLanguageCode, LANGUAGES } from './languages';

/** Settings section: the language translations are offered in besides English (stored on this device). */
export function LanguageSetting() {
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const id = useId();
  return (
    <section className="card settings-section" aria-label="Language">
      <h3>Language</h3>
      <p className="muted language-note">Alerts and reports can be translated to English and to this language (a Pro feature).</p>
      <div className="field language-field">
        <label className="field-label" htmlFor={id}>
          Translation language
        </label>
        <select
          id={id}
          className="input select"
          value={language}
          onChange={(event) => {
            const value = event.target.value;
            if (isLanguageCode(value)) setLanguage(value);
          }}
        >
          {SUPPORTED_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGES[code].name === LANGUAGES[code].native ? LANGUAGES[code].name : `${LANGUAGES[code].name} — ${LANGUAGES[code].native}`}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
