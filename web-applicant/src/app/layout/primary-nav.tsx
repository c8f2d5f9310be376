import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAuth } from '#src/lib/auth/auth';
import { NavGroupMenu } from './nav-group-menu';
import { ACCOUNT_GROUP, APPLY_GROUP, PRIMARY_LINKS, RESOURCES_GROUP } from './navigation';
import { navButtonSx } from './primary-nav-style';

/** The navigation bar under the header on wide screens (md and up); narrower screens use the drawer. */
export function PrimaryNav() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{ display: { xs: 'none', md: 'block' }, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="xl">
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'stretch', listStyle: 'none', m: 0, p: 0, gap: 0.5 }}>
          {PRIMARY_LINKS.map((item) => (
            <li key={item.path}>
              <Button component={NavLink} to={item.path} end={item.end} sx={navButtonSx}>
                {t(item.label)}
              </Button>
            </li>
          ))}
          <li>
            <NavGroupMenu group={APPLY_GROUP} />
          </li>
          <li>
            <NavGroupMenu group={RESOURCES_GROUP} />
          </li>
          {isAuthenticated ? (
            <li>
              <NavGroupMenu group={ACCOUNT_GROUP} />
            </li>
          ) : null}
          <Box component="li" sx={{ marginInlineStart: 'auto', display: 'flex', alignItems: 'center' }}>
            <Button component={NavLink} to="/register" variant="contained" color="secondary" sx={{ whiteSpace: 'nowrap' }}>
              {t('nav.startRegistration')}
            </Button>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
