import Container, { type ContainerProps } from '@mui/material/Container';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerRender } from './server-render';

/**
 * Sets the document title to "<page> · <portal name>" in the current language. Every page calls
 * it (the Page component does) so that tabs, history and screen readers name the page.
 */
export function usePageTitle(title: string): void {
  const { t } = useTranslation('common');
  const portal = t('app.name');
  const full = title && title !== portal ? `${title} · ${portal}` : portal;
  // The server has no document: it writes the title into the page it renders.
  useServerRender()?.({ title: full });
  useEffect(() => {
    document.title = full;
  }, [full]);
}

/** Marks the page's h1 for the layout, which moves focus to it after each navigation. */
export const PAGE_HEADING_ATTRIBUTE = 'data-page-heading';

/**
 * The page's one h1. It takes focus (tabIndex -1) after a client-side navigation so that screen
 * readers announce the new page, as a full page load would.
 */
export function PageHeading({ children, ...props }: TypographyProps<'h1'>) {
  return (
    <Typography variant="h1" component="h1" tabIndex={-1} {...{ [PAGE_HEADING_ATTRIBUTE]: '' }} gutterBottom {...props}>
      {children}
    </Typography>
  );
}

interface PageProps {
  /** The page's name: the h1 and the start of the document title. */
  title: string;
  /** Replaces the h1's text when it must differ from the document title (keep it close). */
  heading?: ReactNode;
  /** Short text under the heading. */
  lead?: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
  children?: ReactNode;
}

/** The frame of an ordinary page: width, spacing, the h1 and the document title. */
export function Page({ title, heading, lead, maxWidth = 'lg', children }: PageProps) {
  usePageTitle(title);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading>{heading ?? title}</PageHeading>
      {lead ? (
        <Typography variant="body1" component="p" sx={{ fontSize: '1.125rem', color: 'text.secondary', mb: 4, maxWidth: '48rem' }}>
          {lead}
        </Typography>
      ) : null}
      {children}
    </Container>
  );
}
