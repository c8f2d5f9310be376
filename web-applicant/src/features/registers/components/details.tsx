import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A summary list (GOV.UK style): terms and their values, stacked below 600 px. */
export function Details({ rows }: { rows: Array<{ term: string; value: ReactNode } | false> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 16rem) 1fr' }, columnGap: 3 }}>
      {rows
        .filter((row): row is { term: string; value: ReactNode } => !!row)
        .map((row) => (
          <Box key={row.term} sx={{ display: 'contents' }}>
            <Typography
              component="dt"
              sx={{ fontWeight: 700, pt: 1.5, pb: { xs: 0, sm: 1.5 }, borderBottom: { xs: 0, sm: 1 }, borderColor: 'divider' }}
            >
              {row.term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, pt: { xs: 0.5, sm: 1.5 }, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
              {row.value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
