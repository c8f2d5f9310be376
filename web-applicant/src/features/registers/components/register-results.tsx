import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#src/components/format';
import { userMessageOf } from '#src/lib/api';
import { NS } from '../i18n';
import { Pager } from './pager';

/** What the results show of the register's query (TanStack Query's own fields). */
interface ResultsQuery {
  isFetching: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
  error: Error | null;
}

/**
 * A register's results (`<register>-results-heading`): how many were found (announced when the
 * answer arrives), loading, the error, the empty list, or the table (`children`) and its pager.
 * The results of the previous filters stay, dimmed, until the new ones arrive.
 */
export function RegisterResults({
  register,
  heading,
  query,
  total,
  summarized,
  empty,
  pager,
  children,
}: {
  /** The id prefix of the register: `publications`, `tradenames`. */
  register: string;
  heading: string;
  query: ResultsQuery;
  /** How many match, once the answer for these filters is here. */
  total: number | undefined;
  /** The error summary already lists the API's refusal. */
  summarized: boolean;
  empty: string;
  pager: ComponentProps<typeof Pager>;
  /** The table of this page of results. */
  children: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const headingId = `${register}-results-heading`;
  const answered = total !== undefined;
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={query.isFetching}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        {heading}
      </Typography>
      <Box role="status" sx={{ mb: 2 }}>
        {answered && !query.isFetching ? (
          <Typography color="text.secondary">{t('publications.found', { total: format.number(total) })}</Typography>
        ) : null}
      </Box>
      {query.isPending && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('loading')}</Typography>
        </Box>
      )}
      {query.error && !summarized && <Alert severity="error">{userMessageOf(query.error)}</Alert>}
      {answered && total === 0 && <Alert severity="info">{empty}</Alert>}
      {answered && total > 0 && (
        <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {children}
          <Pager {...pager} />
        </Box>
      )}
    </Box>
  );
}
