import { Alert, List, ListItem, ListItemText, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { RegistryDataProvider } from '#src/providers/data-provider';
import { statusChipOf } from '#src/components/status';
import { useQuery } from '@tanstack/react-query';
import { awaitingAnswer, reviewRead } from './review-read';

export interface Naming {
  name: string;
  protection_level?: string;
  district_id?: string;
  activity_ids?: string[];
}

/**
 * The checks the registry makes of the application's trade name, as the reviewer needs them:
 * the availability verdict with its coded reasons (the submission's own check; the name's own
 * claim by this application is left out) and the similar names with their scores and holders.
 */
export function TradeNameChecks({ naming, applicationId }: { naming: Naming; applicationId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RegistryDataProvider>();
  const similar = useQuery({
    ...reviewRead(['similar-names', applicationId, naming.name], 3),
    queryFn: () => dataProvider.similarNames(naming.name),
  });
  const eligibility = useQuery({
    ...reviewRead(['eligibility', applicationId, naming.name, naming.protection_level, naming.district_id], 3),
    queryFn: () =>
      dataProvider.eligibility({
        chosenTradeName: naming.name,
        protectionLevel: naming.protection_level,
        districtId: naming.protection_level === 'district_level' ? naming.district_id : undefined,
        activityIds: naming.activity_ids?.join(','),
      }),
  });
  const others = (similar.data ?? []).filter((s) => s.holder !== applicationId);
  // This application's own claim of the name is not a conflict: drop it, and a reason left with no other conflict.
  type Reason = { code: string; message: string; conflicts: { name: string; source?: string }[] };
  const reasons = ((eligibility.data?.reasons as Reason[] | undefined) ?? []).flatMap((r) => {
    const conflicts = r.conflicts.filter((c) => c.name !== naming.name || c.source === 'legacy');
    return r.conflicts.length > 0 && conflicts.length === 0 ? [] : [{ ...r, conflicts }];
  });

  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {translate('admin.review.availability')}
      </Typography>
      {eligibility.error ? (
        <Alert severity="warning">{(eligibility.error as Error).message}</Alert>
      ) : reasons.length === 0 ? (
        <Typography>{translate(awaitingAnswer(eligibility) ? 'ra.page.loading' : 'admin.review.no_reasons')}</Typography>
      ) : (
        <List dense>
          {reasons.map((r) => (
            <ListItem key={r.code}>
              <ListItemText primary={r.message} secondary={r.conflicts.map((c) => c.name).join('، ')} />
            </ListItem>
          ))}
        </List>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
        {translate('admin.review.similar')}
      </Typography>
      {others.length === 0 ? (
        <Typography>{translate(awaitingAnswer(similar) ? 'ra.page.loading' : 'admin.review.no_similar')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('admin.review.similar')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('admin.review.similar_name')}</TableCell>
              <TableCell>{translate('admin.review.similar_score')}</TableCell>
              <TableCell>{translate('admin.review.similar_status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {others.map((s) => (
              <TableRow key={s.id}>
                <TableCell>
                  <bdi>{s.name}</bdi>
                </TableCell>
                <TableCell>{typeof s.score === 'number' ? s.score.toFixed(2) : s.score}</TableCell>
                <TableCell>{translate(s.source === 'legacy' ? 'status.legacy' : statusChipOf(s.status).labelKey)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
