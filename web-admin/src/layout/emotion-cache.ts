import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';

/**
 * One emotion cache per direction, as in MUI's right-to-left guide. The RTL cache's stylis
 * plugin mirrors every physical property react-admin, MUI and our `sx` write (margin-left,
 * right: 9px, translateX); logical ones (marginInlineStart, textAlign: 'start') pass through
 * untouched, as the browser already resolves them against `<html dir>`. Each cache has its own
 * class prefix, so a change of language re-inserts the styles instead of reusing the other
 * direction's. One module for the light sign-in screen (FirstSignIn.tsx) and the back office
 * (Direction.tsx): the back office goes on with the caches, and the styles, the sign-in screen
 * inserted.
 */
const caches: Partial<Record<'ltr' | 'rtl', EmotionCache>> = {};
export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  caches[direction] ??=
    direction === 'rtl'
      ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'muiltr', stylisPlugins: [prefixer] });
  return caches[direction];
}
