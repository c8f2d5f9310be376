import { Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageHeading, usePageTitle } from '#src/components/page';

/**
 * The frame of a content page: the shell's h1 (named in the document title, focused after each
 * navigation), an optional lead paragraph, then sections (h2, h3). Running text is kept within
 * 70 characters a line; only logical properties are used, so the page mirrors right to left.
 */
export function GuidePage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  usePageTitle(title);

  return (
    <Container
      maxWidth="md"
      sx={{
        paddingBlock: { xs: 3, md: 5 },
        paddingInline: { xs: 2, sm: 3 },
        overflowWrap: 'break-word',
        '& :is(p, li, dt, dd, h1, h2, h3, caption)': { maxInlineSize: '70ch' },
      }}
    >
      <Stack spacing={3}>
        <PageHeading sx={{ marginBlockEnd: 0 }}>{title}</PageHeading>
        {lead && (
          <Typography component="p" sx={{ fontSize: '1.125rem' }}>
            {lead}
          </Typography>
        )}
        {children}
      </Stack>
    </Container>
  );
}
