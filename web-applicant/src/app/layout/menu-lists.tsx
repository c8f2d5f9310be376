import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { directionOf, LANGUAGE_NAMES, LOCALES, type Locale } from '#src/i18n';
import { ACCOUNT_GROUP, type NavGroup } from './navigation';

/**
 * The pop-up menus of the header. They load when first opened (MUI's Menu brings Popover, Modal
 * and transitions), keeping them out of the code every page waits for.
 */

interface MenuListProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

export function LanguageMenuList({
  id,
  labelledBy,
  anchor,
  onClose,
  current,
  onChoose,
}: MenuListProps & { current: Locale; onChoose: (locale: Locale) => void }) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} slotProps={{ list: { 'aria-labelledby': labelledBy } }}>
      {LOCALES.map((locale) => {
        const selected = locale === current;
        return (
          <MenuItem
            key={locale}
            selected={selected}
            role="menuitemradio"
            aria-checked={selected}
            onClick={() => {
              onClose();
              onChoose(locale);
            }}
          >
            <ListItemIcon>{selected ? <Check fontSize="small" /> : null}</ListItemIcon>
            {/* The row keeps the page's direction (aligned items); the name is isolated in its own language and direction. */}
            <ListItemText>
              <bdi lang={locale} dir={directionOf(locale)}>
                {LANGUAGE_NAMES[locale]}
              </bdi>
            </ListItemText>
          </MenuItem>
        );
      })}
    </Menu>
  );
}

export function NavGroupMenuList({ id, labelledBy, anchor, onClose, group }: MenuListProps & { group: NavGroup }) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} slotProps={{ list: { 'aria-labelledby': labelledBy } }}>
      {group.items.map((item) => (
        <MenuItem
          key={item.path}
          component={NavLink}
          to={item.path}
          end
          onClick={onClose}
          sx={{ '&.active': { fontWeight: 700, color: 'primary.main' } }}
        >
          {t(item.label)}
        </MenuItem>
      ))}
    </Menu>
  );
}

/** The signed-in applicant's menu: who is signed in (the menu's description), the account pages, and sign-out. */
export function AccountMenuList({
  id,
  labelledBy,
  anchor,
  onClose,
  email,
  onSignOut,
}: MenuListProps & { email: string | undefined; onSignOut: () => void }) {
  const { t } = useTranslation();
  const emailId = useId();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy, 'aria-describedby': email ? emailId : undefined } }}
    >
      {/* Not an item to choose: the menu's description (a menu may hold only items, hence role none). */}
      {email ? (
        <Box component="li" role="none" id={emailId} sx={{ px: 2, py: 1, color: 'text.primary', fontSize: '0.875rem' }}>
          {t('account.signedInAs')} <bdi>{email}</bdi>
        </Box>
      ) : null}
      {ACCOUNT_GROUP.items.map((item) => (
        <MenuItem
          key={item.path}
          component={NavLink}
          to={item.path}
          end
          onClick={onClose}
          sx={{ '&.active': { fontWeight: 700, color: 'primary.main' } }}
        >
          {t(item.label)}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem onClick={onSignOut}>{t('account.signOut')}</MenuItem>
    </Menu>
  );
}
