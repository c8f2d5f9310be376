// Self-hosted fonts (no CDN): the Arabic-script face for Kurdish and Arabic, Noto Sans for Latin.
// Each file declares unicode ranges, so a browser downloads only the scripts a page uses, and
// `font-display: swap`. Imported by main.tsx once the page has loaded (loadFonts), not with it.
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/500.css';
import '@fontsource/noto-sans-arabic/700.css';
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/700.css';
