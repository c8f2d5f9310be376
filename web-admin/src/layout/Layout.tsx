import { useEffect, type ReactNode } from 'react';
import { Box, CircularProgress, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import {
  AppBar,
  AppBarClasses,
  Layout as RaLayout,
  TitlePortal,
  UserMenu,
  LocalesMenuButton,
  ToggleThemeButton,
  useBasename,
  useGetIdentity,
  useLocaleState,
  usePermissions,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { forwardRef } from 'react';
import { LOCALES } from '../resources/types';
import { ConfirmLogout } from './ConfirmLogout';
import { DocumentTitle } from './DocumentTitle';
import { NotificationsBadge } from './NotificationsBadge';
import type { StaffPermissions } from '../providers/auth-provider';
import { lazyScreen } from '../resources/lazy';

// Only a session that must enrol a second factor needs it (and its QR code drawer).
const TotpEnrollment = lazyScreen(() => import('./TotpEnrollment'), 'TotpEnrollment');

const ProfileItem = forwardRef<HTMLAnchorElement>(function ProfileItem(_props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  // The router is mounted at the site's root and the back office at /admin (App.tsx): a bare "/profile" would leave it.
  const basename = useBasename();
  return (
    <MenuItem ref={ref} component={Link} to={`${basename}/profile`} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('admin.profile.menu')}</ListItemText>
    </MenuItem>
  );
});

/**
 * The user menu's button shows the staff member's name; its accessible name starts with that name
 * (WCAG 2.5.3, label in name) and says what the button opens.
 */
function useUserMenuLabel(): string {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const profile = translate('ra.auth.user_menu');
  return identity?.fullName ? `${identity.fullName} · ${profile}` : 'ra.auth.user_menu';
}

function RegistryAppBar() {
  return <SignedInAppBar withBadge />;
}

/** The enrolment's bar: no menu to open and no notifications badge (the session may read neither). */
function EnrolmentAppBar() {
  return <SignedInAppBar withBadge={false} />;
}

function SignedInAppBar({ withBadge }: { withBadge: boolean }) {
  const userMenuLabel = useUserMenuLabel();
  return (
    <AppBar
      // Without a menu, react-admin's menu button would open an empty drawer.
      sx={withBadge ? undefined : { [`& .${AppBarClasses.menuButton}`]: { display: 'none' } }}
      toolbar={
        <>
          {withBadge && <NotificationsBadge />}
          <LocalesMenuButton />
          <ToggleThemeButton />
        </>
      }
      userMenu={
        <UserMenu label={userMenuLabel}>
          {withBadge && <ProfileItem />}
          <ConfirmLogout />
        </UserMenu>
      }
    >
      <TitlePortal />
      <DocumentTitle />
    </AppBar>
  );
}

const NoSidebar = () => null;

/**
 * A browser where nobody has chosen a language yet (no `RaStore.locale`) takes the one saved on
 * the account (the profile saves it there); a choice made in this browser is sent to the account
 * after sign-in instead (spec §4, auth-provider.ts).
 */
function useAccountLocale(): void {
  const [locale, setLocale] = useLocaleState();
  const { identity } = useGetIdentity();
  const saved = identity?.locale as string | undefined;
  useEffect(() => {
    if (!saved || saved === locale || !(LOCALES as readonly string[]).includes(saved)) return;
    if (localStorage.getItem('RaStore.locale') === null) setLocale(saved);
  }, [saved, locale, setLocale]);
}

/**
 * The page frame: react-admin's layout (in the language's direction, set by Direction.tsx). A
 * session that may only enrol a second factor sees the enrolment and nothing else: no menu, no
 * notifications badge, no screen behind it, so it asks nothing it would be refused (issue 35 §4).
 * Until the permissions are known nothing that reads is mounted either.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions<StaffPermissions>();
  const translate = useTranslate();
  useAccountLocale();
  if (isPending || !permissions)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  if (permissions.scope === 'totp-enrollment')
    return (
      <RaLayout appBar={EnrolmentAppBar} sidebar={NoSidebar}>
        <TotpEnrollment />
      </RaLayout>
    );
  return <RaLayout appBar={RegistryAppBar}>{children}</RaLayout>;
}
