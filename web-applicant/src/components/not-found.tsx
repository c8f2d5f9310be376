import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Page } from './page';

/** React Router numbers the entries of this tab's history it created; 0 means the visitor arrived here first. */
const canGoBack = () => typeof window !== 'undefined' && ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

export interface NotFoundTexts {
  title: string;
  heading: string;
  body: string;
  back: string;
  home: string;
}

/**
 * Spec §8's 404: "the page you are looking for isn't here", with a go-back action (home when the
 * visitor arrived here first). `children` adds links of the page's own (the way to a list).
 */
export function NotFoundMessage({ texts, children }: { texts: NotFoundTexts; children?: ReactNode }) {
  const navigate = useNavigate();
  const theme = useTheme();
  // "Back" points towards the reading start: left in English, right in Kurdish and Arabic.
  const BackIcon = theme.direction === 'rtl' ? ArrowForward : ArrowBack;
  return (
    <Page title={texts.title} heading={texts.heading} maxWidth="md">
      <Typography sx={{ mb: 4 }}>{texts.body}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <Button variant="contained" startIcon={<BackIcon />} onClick={() => void (canGoBack() ? navigate(-1) : navigate('/'))}>
          {texts.back}
        </Button>
        {children}
        <Link href="/">{texts.home}</Link>
      </Stack>
    </Page>
  );
}
