// Self-hosted fonts (no CDN): the Arabic-script face for Kurdish and Arabic, Noto Sans for Latin.
// Each file declares unicode ranges, so a browser downloads only the scripts a page uses.
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/500.css';
import '@fontsource/noto-sans-arabic/700.css';
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { rootErrorHandlers } from './app/root-error-handlers';
import { applySavedLanguage } from './app/settings';
import { Shell } from './app/shell';

applySavedLanguage();

createRoot(document.getElementById('root')!, rootErrorHandlers).render(
  <StrictMode>
    <Shell />
  </StrictMode>,
);
