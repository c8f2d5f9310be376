import AccountCircle from '@mui/icons-material/AccountCircle';
import ExpandMore from '@mui/icons-material/ExpandMore';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router';
import { useFormat } from '../../components/format';
import { SignOutDialog } from '../../components/sign-out-dialog';
import { useAuth } from '../../lib/auth/auth';
import { ACCOUNT_GROUP } from './navigation';
import { useUnreadCount } from './use-unread-count';

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
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const emailId = useId();
  if (!isAuthenticated) return null;

  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        component={RouterLink}
        to="/notifications"
        color="inherit"
        aria-label={unread > 0 ? t('account.notificationsUnread', { count: unread, formatted: format.number(unread) }) : t('account.notificationsNone')}
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
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<AccountCircle />}
        endIcon={<ExpandMore sx={{ display: { xs: 'none', sm: 'block' } }} />}
        sx={(theme) => ({ minWidth: 0, px: 1.5, [theme.breakpoints.down('sm')]: { px: 1, '& .MuiButton-startIcon': { m: 0 } } })}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('account.menu')}
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' }, position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {t('account.menu')}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId, 'aria-describedby': user?.email ? emailId : undefined } }}
      >
        {/* Not an item to choose: the menu's description (a menu may hold only items, hence role none). */}
        {user?.email ? (
          <Box component="li" role="none" id={emailId} sx={{ px: 2, py: 1, color: 'text.primary', fontSize: '0.875rem' }}>
            {t('account.signedInAs')} <bdi>{user.email}</bdi>
          </Box>
        ) : null}
        {ACCOUNT_GROUP.items.map((item) => (
          <MenuItem key={item.path} component={NavLink} to={item.path} end onClick={close} sx={{ '&.active': { fontWeight: 700, color: 'primary.main' } }}>
            {t(item.label)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setSigningOut(true);
          }}
        >
          {t('account.signOut')}
        </MenuItem>
      </Menu>
      <SignOutDialog open={signingOut} onClose={() => setSigningOut(false)} />
    </>
  );
}
