import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from './account-menu';
import { Brand } from './brand';
import { ColourModeToggle } from './colour-mode-toggle';
import { LanguageMenu } from './language-menu';
import { PrimaryNav } from './primary-nav';

// The drawer serves narrow screens only and only once opened: it stays out of the first load.
const NavDrawer = lazy(() => import('./nav-drawer'));

/** The banner: brand, the signed-in account (notifications, account menu), language and colour mode; the navigation bar (wide) or the menu button (narrow). */
export function AppHeader() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);

  return (
    <Box component="header">
      <AppBar position="static" color="primary" component="div">
        <Container maxWidth="xl" disableGutters sx={{ px: { xs: 1, sm: 2, md: 3 } }}>
          <Toolbar disableGutters sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 60, sm: 68 } }}>
            <IconButton
              color="inherit"
              aria-label={t('nav.openMenu')}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => {
                setDrawerWanted(true);
                setDrawerOpen(true);
              }}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Brand />
            <Box sx={{ flexGrow: 1 }} />
            <AccountMenu />
            <LanguageMenu />
            <ColourModeToggle />
          </Toolbar>
        </Container>
      </AppBar>
      <PrimaryNav />
      {drawerWanted ? (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
