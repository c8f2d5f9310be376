import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A section of a back-office page: an outlined card named by its h2 (the dashboard's panels, the case file's and the history's sections). */
export function SectionCard({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} variant="outlined">
      <CardContent>
        <Typography id={id} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
