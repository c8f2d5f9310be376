import { Alert, Box, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCaseFormat } from '../applications/case-format';
import { resourceOfKind } from '../applications/kinds';
import { previewChange, type ProposedChange } from './calendar-api';
import { failureOf, T } from './calendar-state';

/** The open applications' due times a change would move, current → new, in Baghdad time. */
export function MovesPreview({ change }: { change: ProposedChange | null }) {
  const translate = useTranslate();
  const format = useCaseFormat();
  const key = JSON.stringify(change);
  const { data, error, isFetching } = useQuery({
    queryKey: ['working-calendar-preview', key],
    queryFn: () => previewChange(change!),
    enabled: change !== null,
    refetchOnWindowFocus: false,
    retry: false,
  });
  if (change === null) return null;
  return (
    <Box component="section" aria-labelledby="calendar-preview-title" aria-busy={isFetching} sx={{ mt: 2 }} data-preview="moves">
      <Typography id="calendar-preview-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate(`${T}.preview.title`)}
      </Typography>
      {isFetching && (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', my: 1 }}>
          <CircularProgress size={18} aria-hidden />
          {translate(`${T}.preview.loading`)}
        </Box>
      )}
      {error && !isFetching && (
        <Alert severity="error">{Object.values(failureOf(error).fields).join(' ') || failureOf(error).message}</Alert>
      )}
      {data && !isFetching && (
        <>
          <Typography variant="body2" role="status" sx={{ my: 1 }}>
            {translate(`${T}.preview.summary`, { open: format.number(data.openApplications), moves: format.number(data.moves.length) })}{' '}
            {translate(`${T}.preview.time_zone`)}
          </Typography>
          {data.moves.length === 0 ? (
            <Alert severity="info" role="status">
              {translate(`${T}.preview.none`)}
            </Alert>
          ) : (
            <Box sx={{ maxHeight: 320, overflow: 'auto' }} tabIndex={0} role="region" aria-labelledby="calendar-preview-title">
              <Table size="small" stickyHeader>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(`${T}.preview.columns.reference`)}</TableCell>
                    <TableCell>{translate(`${T}.preview.columns.name`)}</TableCell>
                    <TableCell>{translate(`${T}.preview.columns.level`)}</TableCell>
                    <TableCell>{translate(`${T}.preview.columns.current`)}</TableCell>
                    <TableCell>{translate(`${T}.preview.columns.new`)}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.moves.map((m) => (
                    <TableRow key={`${m.id}-${m.level}`} data-move={m.id} data-level={m.level}>
                      <TableCell>
                        <Link to={`/${resourceOfKind(m.kind)}/${encodeURIComponent(m.id)}/show`}>
                          <bdi dir="ltr">{m.reference ?? m.id.slice(0, 8)}</bdi>
                        </Link>
                      </TableCell>
                      <TableCell>
                        <bdi>{m.name ?? '—'}</bdi>
                      </TableCell>
                      <TableCell>{translate(`${T}.preview.levels.${m.level}`)}</TableCell>
                      <TableCell>
                        <time dateTime={m.currentDueAt} data-due="current">
                          {format.dateTime(m.currentDueAt)}
                        </time>
                      </TableCell>
                      <TableCell>
                        <time dateTime={m.newDueAt} data-due="new">
                          {format.dateTime(m.newDueAt)}
                        </time>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
