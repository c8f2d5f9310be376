import { renderToString } from 'react-dom/server';
import { emotionCacheFor } from './layout/emotion-cache';
import { SignInForm } from './layout/SignInForm';
import { LOCALE_NAMES, SignInFrame, translator } from './layout/SignInFrame';
import { DEFAULT_LOCALE } from './providers/locale';

/**
 * Rendered at build time, in Node (vite.config.ts, `prerenderedSignInStyles`): the sign-in
 * screen as a first visit sees it (the default language, the light theme, nothing typed). Only
 * its styles are kept, written into index.html for emotion to take up as a server-rendered page's
 * (emotion-cache.ts): the browser then neither computes, mirrors (RTL) nor inserts them while
 * the form is first drawn, the larger part of drawing it on a slow phone.
 */
export function renderSignIn(): { html: string; names: string[] } {
  const html = renderToString(
    <SignInFrame locale={DEFAULT_LOCALE} mode="light">
      <SignInForm
        translate={translator(DEFAULT_LOCALE)}
        locale={DEFAULT_LOCALE}
        locales={LOCALE_NAMES}
        setLocale={() => undefined}
        signIn={async () => undefined}
      />
    </SignInFrame>,
  );
  // Every name the render inserted, those of empty styles too (emotion writes no element for
  // them, yet the browser would run them through stylis and cssjanus to learn they are empty).
  return { html, names: Object.keys(emotionCacheFor('rtl').inserted) };
}
