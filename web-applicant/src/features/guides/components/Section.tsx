import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A section named by its heading (h2 by default, h3 inside another section). */
export function Section({ heading, level = 2, children }: { heading: string; level?: 2 | 3; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component={level === 2 ? 'h2' : 'h3'} variant={level === 2 ? 'h5' : 'h6'} sx={{ marginBlockEnd: 1 }}>
        {heading}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>{children}</Box>
    </Box>
  );
}

/** A paragraph of running text. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Typography component="p">{children}</Typography>;
}
