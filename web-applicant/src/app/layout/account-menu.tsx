import AccountCircle from '@mui/icons-material/AccountCircle';
import ExpandMore from '@mui/icons-material/ExpandMore';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '#src/components/format';
import { useAuth } from '#src/lib/auth/auth';
import { useUnreadCount } from './use-unread-count';

// The menu and the sign-out confirmation load when first wanted (see menu-lists.tsx).
const AccountMenuList = lazy(() => import('./menu-lists').then((module) => ({ default: module.AccountMenuList })));
const SignOutDialog = lazy(() => import('#src/components/sign-out-dialog').then((module) => ({ default: module.SignOutDialog })));

/**
 * The signed-in applicant's corner of the header (issue 23 §9), on every page: the unread
 * notifications (the count is in the link's name, not only in the badge) and the account menu
 * with the account pages and sign-out.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const format = useFormat();
  const { isAuthenticated, user } = useAuth();
  const unread = useUnreadCount(isAuthenticated);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  // Kept once loaded, so that closing runs the dialog's exit and gives focus back.
  const [signOutWanted, setSignOutWanted] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  if (!isAuthenticated) return null;

  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        component={RouterLink}
        to="/notifications"
        color="inherit"
        aria-label={
          unread > 0
            ? t('account.notificationsUnread', { count: unread, formatted: format.number(unread) })
            : t('account.notificationsNone')
        }
      >
        <Badge badgeContent={unread > 0 ? format.number(unread) : null} color="error" overlap="circular">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        startIcon={<AccountCircle />}
        endIcon={<ExpandMore sx={{ display: { xs: 'none', sm: 'block' } }} />}
        sx={(theme) => ({ minWidth: 0, px: 1.5, [theme.breakpoints.down('sm')]: { px: 1, '& .MuiButton-startIcon': { m: 0 } } })}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('account.menu')}
        </Box>
        <Box
          component="span"
          sx={{
            display: { xs: 'inline', sm: 'none' },
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        >
          {t('account.menu')}
        </Box>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <AccountMenuList
            id={menuId}
            labelledBy={buttonId}
            anchor={anchor}
            onClose={close}
            email={user?.email}
            onSignOut={() => {
              close();
              setSignOutWanted(true);
              setSigningOut(true);
            }}
          />
        </Suspense>
      ) : null}
      {signOutWanted ? (
        <Suspense fallback={null}>
          <SignOutDialog open={signingOut} onClose={() => setSigningOut(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
