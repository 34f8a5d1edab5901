import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../../shared/api/ai';

export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];

/** English names, used in 'Translate to …'; native names help people find their own in Settings. */
export const LANGUAGES: Record<LanguageCode, { name: string; native: string }> = {
  en: { name: 'English', native: 'English' },
  zh: { name: 'Chinese', native: '中文' },
  es: { name: 'Spanish', native: 'Español' },
  fr: { name: 'French', native: 'Français' },
  de: { name: 'German', native: 'Deutsch' },
  ja: { name: 'Japanese', native: '日本語' },
  ko: { name: 'Korean', native: '한국어' },
  pt: { name: 'Portuguese', native: 'Português' },
  ru: { name: 'Russian', native: 'Русский' },
  ar: { name: 'Arabic', native: 'العربية' },
  hi: { name: 'Hindi', native: 'हिन्दी' },
  it: { name: 'Italian', native: 'Italiano' },
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && SUPPORTED_LANGUAGES.some((code) => code === value);
}

/** A stored preference if it is one of the supported codes, otherwise the default (zh). */
export function languageOrDefault(value: unknown): LanguageCode {
  return isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
}

export const languageName = (code: LanguageCode) => LANGUAGES[code].name;
