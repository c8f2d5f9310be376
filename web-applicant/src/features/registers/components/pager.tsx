import { Box, Button, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#src/components/format';
import { ROWS_PER_PAGE } from '#src/features/registers/api/get-publications';
import { NS } from '../i18n';

/**
 * Paging of a public list: where we are ("21–40 of 57"), previous and next as links (the page is
 * in the address, so the back button and a shared link work), and the page size.
 */
export function Pager({
  id,
  page,
  rowsPerPage,
  total,
  hrefOf,
  onRowsPerPage,
}: {
  id: string;
  page: number;
  rowsPerPage: number;
  total: number;
  hrefOf: (page: number) => string;
  onRowsPerPage: (rowsPerPage: number) => void;
}) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const pages = Math.max(1, Math.ceil(total / rowsPerPage));
  const from = total ? (page - 1) * rowsPerPage + 1 : 0;
  const to = Math.min(total, page * rowsPerPage);
  const sizes = (ROWS_PER_PAGE as readonly number[]).includes(rowsPerPage)
    ? ROWS_PER_PAGE
    : [...ROWS_PER_PAGE, rowsPerPage].sort((a, b) => a - b);
  return (
    <Box component="nav" aria-label={t('pager.label')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
      <Typography sx={{ flex: '1 1 12rem' }}>
        {t('pager.range', { from: format.number(from), to: format.number(to), total: format.number(total) })}
        {' · '}
        {t('pager.page', { page: format.number(Math.min(page, pages)), pages: format.number(pages) })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {page > 1 ? (
          <Button variant="outlined" href={hrefOf(page - 1)} rel="prev">
            {t('pager.previous')}
          </Button>
        ) : (
          <Button variant="outlined" disabled>
            {t('pager.previous')}
          </Button>
        )}
        {page < pages ? (
          <Button variant="outlined" href={hrefOf(page + 1)} rel="next">
            {t('pager.next')}
          </Button>
        ) : (
          <Button variant="outlined" disabled>
            {t('pager.next')}
          </Button>
        )}
      </Box>
      <TextField
        select
        id={id}
        label={t('pager.rowsPerPage')}
        value={String(rowsPerPage)}
        onChange={(event) => onRowsPerPage(Number(event.target.value))}
        size="small"
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: '8rem' }}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {format.number(size)}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
