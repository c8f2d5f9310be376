import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, directionOf, i18n, isLocale, type Locale } from '../i18n';
import { readSavedSettings, saveSettings, writeSettingsCookies, type Settings, type ThemeMode } from './settings-storage';

interface SettingsContextValue {
  settings: Settings;
  setLanguage: (lang: Locale) => void;
  setTheme: (theme: ThemeMode) => void;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

/**
 * Language detection: the saved language, else ckb. Called once before the first render so
 * that the splash is already in the visitor's language.
 */
export function applySavedLanguage(): void {
  const saved = readSavedSettings();
  if (saved && saved.lang !== currentLocale()) void i18n.changeLanguage(saved.lang);
}

/**
 * The display settings of spec §9. i18next owns the language (a feature may change it, e.g. to
 * the signed-in user's locale); this provider derives the direction from it and saves every
 * change. Until something is saved, the colour mode follows the system preference live.
 */
export function SettingsProvider({ serverTheme, children }: { serverTheme?: ThemeMode; children: ReactNode }) {
  const [saved, setSaved] = useState<Settings | null>(() => readSavedSettings());
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  // A server-rendered page is hydrated in the colour mode the server drew it in (`serverTheme`);
  // the visitor's own mode (saved, or the system's) follows right after, as the first effect.
  const [hydrating, setHydrating] = useState(serverTheme !== undefined);
  useEffect(() => setHydrating(false), []);
  // Re-renders on every language change (react-i18next binds to `languageChanged`).
  useTranslation();
  const lang = currentLocale();

  const theme: ThemeMode = hydrating && serverTheme ? serverTheme : (saved?.theme ?? (prefersDark ? 'dark' : 'light'));
  const responsiveFontSizes = saved?.responsiveFontSizes ?? true;
  // Memoised on the values, not on where they came from: the end of hydration, in the mode the
  // server drew, changes nothing, so it re-renders no consumer (the header, every page's fields).
  const settings = useMemo<Settings>(
    () => ({ lang, direction: directionOf(lang), theme, responsiveFontSizes }),
    [lang, theme, responsiveFontSizes],
  );

  // The next page the server renders is drawn in the language and mode shown now.
  useEffect(() => {
    if (!hydrating) writeSettingsCookies(settings);
  }, [hydrating, settings]);

  // The listener below outlives renders; it needs the settings in force when the language changes.
  const latest = useRef(settings);
  latest.current = settings;

  const persist = useCallback((next: Settings) => {
    saveSettings(next);
    setSaved(next);
  }, []);

  useEffect(() => {
    const onLanguageChanged = (language: string) => {
      if (!isLocale(language) || language === latest.current.lang) return;
      persist({ ...latest.current, lang: language, direction: directionOf(language) });
    };
    i18n.on('languageChanged', onLanguageChanged);
    return () => i18n.off('languageChanged', onLanguageChanged);
  }, [persist]);

  const value = useMemo<SettingsContextValue>(
    () => ({
      settings,
      setLanguage: (next) => void i18n.changeLanguage(next),
      setTheme: (theme) => persist({ ...settings, theme }),
    }),
    [settings, persist],
  );

  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside <SettingsProvider>');
  return value;
}
