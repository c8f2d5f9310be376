import { useState, forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { Confirm, useLogout, useNotify, useTranslate, useUserMenu } from 'react-admin';

/** Sign-out with a confirmation (spec §2), in the user menu. */
export const ConfirmLogout = forwardRef<HTMLLIElement>(function ConfirmLogout(_props, ref) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const notify = useNotify();
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <>
      <MenuItem ref={ref} onClick={() => setOpen(true)}>
        <ListItemIcon>
          <ExitIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('ra.auth.logout')}</ListItemText>
      </MenuItem>
      <Confirm
        isOpen={open}
        title="admin.logout.title"
        content="admin.logout.content"
        confirm="admin.logout.confirm"
        onConfirm={async () => {
          setOpen(false);
          userMenu?.onClose();
          await logout();
          notify('admin.auth.logged_out', { type: 'info' });
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
});
