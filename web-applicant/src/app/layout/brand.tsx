import Box from '@mui/material/Box';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Emblem } from '#src/components/emblem';

/** The emblem and the names of the government and of the portal, linking home. */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Box
      component={Link}
      to="/"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, sm: 1.5 },
        color: 'inherit',
        textDecoration: 'none',
        minWidth: 0,
        py: 1,
        borderRadius: 1,
      }}
    >
      <Emblem size={40} sx={{ width: { xs: 32, sm: 40 }, height: { xs: 32, sm: 40 } }} />
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.3 }}>
        {/* The government's name wraps rather than being cut on narrow phones. */}
        <Box component="span" sx={{ fontSize: { xs: '0.75rem', sm: '0.8125rem' }, lineHeight: 1.25 }}>
          {t('app.government')}
        </Box>
        <Box
          component="span"
          sx={{
            fontSize: { xs: '0.9375rem', sm: '1.25rem' },
            fontWeight: 700,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {t('app.name')}
        </Box>
      </Box>
    </Box>
  );
}
