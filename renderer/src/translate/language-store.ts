import { create } from 'zustand';
import { readItem, STORAGE_KEYS, writeItem } from '../local-storage';
import { type LanguageCode, languageOrDefault } from './languages';

type LanguageState = {
  /** The resident's language for translations; kept on this device only. */
  language: LanguageCode;
  setLanguage: (language: LanguageCode) => void;
};

/** Language preference (spec/assist.md §9): localStorage, default zh. */
export const useLanguageStore = create<LanguageState>()((set) => ({
  language: languageOrDefault(readItem(STORAGE_KEYS.language)),
  setLanguage: (language) => {
    writeItem(STORAGE_KEYS.language, language);
    set({ language });
  },
}));

export function resetLanguageStore(): void {
  useLanguageStore.setState({ language: languageOrDefault(readItem(STORAGE_KEYS.language)) });
}
