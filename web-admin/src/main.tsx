// Self-hosted fonts as in the applicant portal (no CDN, issue 24 §5): the Arabic-script face for
// Kurdish and Arabic, Noto Sans for Latin. Each file declares unicode ranges, so a browser
// downloads only the scripts a page uses; the CSS is a few KB, the fonts are not JavaScript.
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/500.css';
import '@fontsource/noto-sans-arabic/700.css';
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
