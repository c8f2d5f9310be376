/**
 * The smallest page the applicant portal's stack can show: React, MUI with the portal's kind of
 * theme (colour schemes, CSS variables) and right-to-left styles, i18next with one text. Every
 * variant below adds what a real page of the portal needs on top of it.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { prefixer } from 'stylis';

void i18n
  .use(initReactI18next)
  .init({ lng: 'ckb', resources: { ckb: { common: { title: 'تۆماری بازرگانی' } } }, defaultNS: 'common', initAsync: false });
const rtlCache = createCache({ key: 'rtl', stylisPlugins: [prefixer, rtlPlugin] });
const theme = createTheme({ cssVariables: { colorSchemeSelector: 'class' }, colorSchemes: { light: true, dark: true }, direction: 'rtl' });

export function HomeContent() {
  const { t } = useTranslation();
  return (
    <Container component="main">
      <Typography variant="h1">{t('title')}</Typography>
      <Button variant="contained" href="/register">
        {t('title')}
      </Button>
    </Container>
  );
}

export function render(page: ReactNode): void {
  createRoot(document.getElementById('root')!).render(
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <AppBar position="static">
          <Toolbar>
            <Typography>{i18n.t('title')}</Typography>
          </Toolbar>
        </AppBar>
        {page}
      </ThemeProvider>
    </CacheProvider>,
  );
}
