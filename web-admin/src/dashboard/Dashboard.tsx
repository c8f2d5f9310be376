import { WORKFLOW_KINDS } from '@registry/domain/applications/workflow/presentation';
import {
  Box,
  Link as MuiLink,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title, useBasename, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { useCaseFormat } from '../resources/applications/case-format';
import { Link } from 'react-router-dom';
import { StatusLabel } from '../components/StatusChip';
import { resourceOfKind } from '../resources/applications/kinds';
import { dateTimeText } from '../resources/applications/labels';
import { SectionCard } from '../components/SectionCard';

const KIND_ORDER: readonly string[] = WORKFLOW_KINDS;

/** Applications of every kind, as links to their page, with state and a time. */
function Applications({
  filter,
  sort,
  timeField,
}: {
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  timeField: 'dueAt' | 'updatedAt';
}) {
  const translate = useTranslate();
  const basename = useBasename();
  const [locale] = useLocaleState();
  const format = useCaseFormat();
  const { data, total, isPending } = useGetList('applications', { filter, sort, pagination: { page: 1, perPage: 8 } });
  if (isPending) return <Typography>{translate('ra.page.loading')}</Typography>;
  if (!data?.length) return <Typography>{translate('admin.dashboard.none')}</Typography>;
  return (
    <>
      <List dense disablePadding>
        {data.map((a) => (
          <ListItem key={a.id} disableGutters>
            <ListItemText
              primary={
                <MuiLink component={Link} to={`${basename}/${resourceOfKind(a.kind)}/${a.id}/show`}>
                  <bdi>{a.name}</bdi>
                </MuiLink>
              }
              secondary={format.joined(translate(`admin.kinds.${a.kind}`), dateTimeText(locale, a[timeField]))}
              slotProps={{ secondary: { component: 'span' } }}
            />
            <StatusLabel status={a.status} />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary">
        {translate('admin.dashboard.total')}: {format.number(total ?? 0)}
      </Typography>
    </>
  );
}

/**
 * The dashboard (issue 9, 2): applications per kind and state (each a link to its queue so
 * filtered), the overdue ones by the working-hours service levels, the caller's assignments and
 * the latest activity.
 */
export function Dashboard() {
  const translate = useTranslate();
  // react-router's links resolve from the site's root; the back office lives under /admin (App.tsx).
  const basename = useBasename();
  const format = useCaseFormat();
  const { data: counts } = useGetList('state-counts', { pagination: { page: 1, perPage: 200 } });
  const rows = [...(counts ?? [])].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="admin.dashboard.title" />
      <Typography component="h1" variant="h5" gutterBottom>
        {translate('admin.dashboard.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <SectionCard id="counts-heading" title={translate('admin.dashboard.counts')}>
          {rows.length === 0 ? (
            <Typography>{translate('admin.dashboard.none')}</Typography>
          ) : (
            <Table size="small" aria-labelledby="counts-heading">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('admin.dashboard.kind')}</TableCell>
                  <TableCell>{translate('admin.dashboard.state')}</TableCell>
                  <TableCell align="right">{translate('admin.dashboard.count')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{translate(`admin.kinds.${r.kind}`)}</TableCell>
                    <TableCell>
                      <StatusLabel status={r.status} />
                    </TableCell>
                    <TableCell align="right">
                      <MuiLink
                        component={Link}
                        to={`${basename}/${resourceOfKind(r.kind)}?filter=${encodeURIComponent(JSON.stringify({ status: r.status }))}`}
                        aria-label={`${format.number(r.count)}: ${translate(`admin.kinds.${r.kind}`)}, ${translate(`status.${r.status}`)}`}
                      >
                        {format.number(r.count)}
                      </MuiLink>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </SectionCard>
        <SectionCard id="overdue-heading" title={translate('admin.dashboard.overdue')}>
          <Applications filter={{ overdue: true }} sort={{ field: 'dueAt', order: 'ASC' }} timeField="dueAt" />
        </SectionCard>
        <SectionCard id="mine-heading" title={translate('admin.dashboard.mine')}>
          <Applications filter={{ assigneeId: 'me', status: 'open' }} sort={{ field: 'dueAt', order: 'ASC' }} timeField="dueAt" />
        </SectionCard>
        <SectionCard id="recent-heading" title={translate('admin.dashboard.recent')}>
          <Applications filter={{}} sort={{ field: 'updatedAt', order: 'DESC' }} timeField="updatedAt" />
        </SectionCard>
      </Box>
    </Box>
  );
}
