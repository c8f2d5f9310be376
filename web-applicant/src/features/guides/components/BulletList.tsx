import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A real list (ul or ol), indented on the reading side in both directions. */
export function BulletList({ items, ordered = false }: { items: ReactNode[]; ordered?: boolean }) {
  return (
    <Box component={ordered ? 'ol' : 'ul'} sx={{ margin: 0, paddingInlineStart: 3, display: 'grid', gap: 0.75 }}>
      {items.map((item, index) => (
        <Typography component="li" key={index}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}
