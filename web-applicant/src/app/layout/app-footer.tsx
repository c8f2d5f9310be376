import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Emblem } from '#src/components/emblem';
import { formatYear } from '#src/components/format';
import { FOOTER_LINKS } from './navigation';

export function AppFooter() {
  const { t, i18n } = useTranslation();
  const year = formatYear(new Date(), i18n.language);
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', bgcolor: 'background.surface', borderTop: 4, borderColor: 'primary.main', py: { xs: 4, md: 5 } }}
    >
      <Container maxWidth="xl">
        <Box component="nav" aria-label={t('footer.label')}>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 3 }, listStyle: 'none', m: 0, p: 0, mb: 3 }}>
            {FOOTER_LINKS.map((item) => (
              <li key={item.path}>
                <Link href={item.path} color="inherit">
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
          <Emblem size={48} />
          <Box>
            <Typography component="p" sx={{ fontWeight: 700 }}>
              {t('app.government')}
            </Typography>
            <Typography component="p" variant="body2">
              {t('app.ministry')} · {t('app.directorate')}
            </Typography>
            <Typography component="p" variant="body2" sx={{ mt: 1 }}>
              {t('footer.payments')}
            </Typography>
            <Typography component="p" variant="body2" sx={{ mt: 1 }}>
              {t('footer.copyright', { year })}
            </Typography>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
