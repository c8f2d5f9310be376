import { Box, Chip, List, ListItem, ListItemText, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CaseFileExamination } from '@registry/domain/applications/rules/case-file';
import { wordMarkConflictRows } from './word-mark-conflicts';
import { useCaseFormat } from './case-format';

const VERDICT_COLOR = { refuse: 'error', similar: 'warning', weak: 'default' } as const;

/**
 * Trademark examination of the application's word mark (issue 33 §1), from the case file: the
 * verdict with its coded reasons, and every sign it meets, weak ones included (same words in an
 * unrelated class), with the sign's classes, status, score and the application holding it.
 */
export function WordMarkConflicts({ examination }: { examination: CaseFileExamination }) {
  const translate = useTranslate();
  const format = useCaseFormat();
  const { rows, counts } = wordMarkConflictRows(examination, format);
  return (
    <>
      <Typography sx={{ mb: 1 }} data-allowed={examination.allowed}>
        {translate(examination.allowed ? 'admin.word_mark.allowed' : 'admin.word_mark.refused')}{' '}
        {translate('admin.word_mark.summary', {
          refuse: format.number(counts.refuse),
          similar: format.number(counts.similar),
          weak: format.number(counts.weak),
        })}
      </Typography>
      {examination.reasons.length > 0 && (
        <List dense disablePadding>
          {examination.reasons.map((r) => (
            <ListItem key={r.code} disableGutters data-reason={r.code}>
              <ListItemText primary={<bdi>{r.message}</bdi>} />
            </ListItem>
          ))}
        </List>
      )}
      {rows.length === 0 ? (
        <Typography>{translate('admin.word_mark.none')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('admin.word_mark.conflicts')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('admin.word_mark.verdict')}</TableCell>
                <TableCell>{translate('admin.word_mark.sign')}</TableCell>
                <TableCell>{translate('admin.word_mark.matched_with')}</TableCell>
                <TableCell>{translate('admin.word_mark.classes')}</TableCell>
                <TableCell>{translate('admin.word_mark.relation')}</TableCell>
                <TableCell>{translate('admin.word_mark.status')}</TableCell>
                <TableCell>{translate('admin.word_mark.score')}</TableCell>
                <TableCell>{translate('admin.word_mark.holder')}</TableCell>
                <TableCell>{translate('admin.word_mark.at_submission')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key} data-verdict={row.verdict}>
                  <TableCell>
                    <Chip
                      size="small"
                      color={VERDICT_COLOR[row.verdict]}
                      variant={row.verdict === 'refuse' ? 'filled' : 'outlined'}
                      label={translate(`admin.word_mark.verdicts.${row.verdict}`)}
                    />
                  </TableCell>
                  <TableCell>
                    <bdi>{row.name}</bdi>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {translate(`admin.word_mark.kinds.${row.kind}`)}
                    </Typography>
                    <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                      <bdi>{row.message}</bdi>
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <bdi>{row.matchedWith}</bdi>
                  </TableCell>
                  <TableCell>
                    <bdi>{row.classes}</bdi>
                    {row.meets && (
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        <bdi>{row.meets}</bdi>
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{translate(`admin.word_mark.relations.${row.relation}`)}</TableCell>
                  <TableCell>{translate(`admin.word_mark.statuses.${row.status}`)}</TableCell>
                  <TableCell>{row.score}</TableCell>
                  <TableCell>
                    <bdi>{row.reference ?? row.holder ?? '—'}</bdi>
                  </TableCell>
                  <TableCell>{translate(row.heldAtSubmission ? 'admin.word_mark.yes' : 'admin.word_mark.no')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </>
  );
}
