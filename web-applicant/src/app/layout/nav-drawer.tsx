import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Emblem } from '#src/components/emblem';
import { useAuth } from '#src/lib/auth/auth';
import { ACCOUNT_GROUP, APPLY_GROUP, PRIMARY_LINKS, RESOURCES_GROUP, type NavGroup } from './navigation';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The whole navigation on narrow screens (below md). It opens from the reading start: the left
 * in English and Kurmanji, the right in Kurdish and Arabic (MUI mirrors `anchor` in RTL).
 */
export default function NavDrawer({ open, onClose }: NavDrawerProps) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const titleId = useId();
  const main: NavGroup = { id: 'main', label: 'nav.label', items: PRIMARY_LINKS };
  const groups = [main, APPLY_GROUP, RESOURCES_GROUP, ...(isAuthenticated ? [ACCOUNT_GROUP] : [])];

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(22rem, 88vw)' }, 'aria-labelledby': titleId, role: 'dialog' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
        <Emblem size={36} />
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {t('nav.menuTitle')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('nav.closeMenu')} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.label')}>
        {groups.map((group, index) => (
          <Fragment key={group.id}>
            {index > 0 ? <Divider /> : null}
            <ListSubheader
              id={`${titleId}-${group.id}`}
              component="h3"
              disableSticky
              sx={{ fontWeight: 700, lineHeight: 2.5, color: 'text.secondary', mt: 1 }}
            >
              {t(group.label)}
            </ListSubheader>
            <List dense aria-labelledby={`${titleId}-${group.id}`} sx={{ pt: 0 }}>
              {group.items.map((item) => (
                <li key={item.path}>
                  <ListItemButton
                    component={NavLink}
                    to={item.path}
                    end={item.end ?? true}
                    onClick={onClose}
                    sx={(theme) => ({
                      py: 1,
                      borderInlineStart: '4px solid transparent',
                      // sx maps palette names for physical border colours only, hence the theme value here.
                      '&.active': { borderInlineStartColor: theme.palette.primary.main, bgcolor: 'action.selected', fontWeight: 700 },
                    })}
                  >
                    {t(item.label)}
                  </ListItemButton>
                </li>
              ))}
            </List>
          </Fragment>
        ))}
      </Box>
    </Drawer>
  );
}
