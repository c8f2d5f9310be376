import { Box, Button, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** The end of a register's filter form: apply, and clear every filter (back to the list's own address). */
export function FilterActions({ clearHref }: { clearHref: string }) {
  const { t } = useTranslation(NS);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mt: 3 }}>
      <Button type="submit" variant="contained" size="large">
        {t('filters.submit')}
      </Button>
      <Link href={clearHref}>{t('filters.clear')}</Link>
    </Box>
  );
}
