import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Emblem } from '../components/emblem';
import { visuallyHidden } from '../components/visually-hidden';

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(0.5rem); }
  to { opacity: 1; transform: none; }
`;

/**
 * The full-screen splash shown until authentication is initialised (spec §1). It has the same
 * geometry as the static splash in index.html, so the emblem does not jump when React starts.
 */
export function Splash() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 3,
        bgcolor: 'background.default',
        color: 'text.primary',
        textAlign: 'center',
      }}
    >
      <Emblem size={112} animated />
      <Box
        sx={{
          minHeight: '5.5rem',
          animation: `${fadeIn} 500ms 150ms ease-out both`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        <Typography component="p" variant="h2" sx={{ fontSize: { xs: '1.5rem', sm: '1.875rem' } }}>
          {t('app.government')}
        </Typography>
        <Typography component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('app.ministry')}
        </Typography>
        <Box component="span" sx={visuallyHidden}>
          {t('app.loading')}
        </Box>
      </Box>
    </Box>
  );
}
