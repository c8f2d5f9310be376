import { Box, Chip, List, ListItem, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RemoveCircleOutlineIcon from '@mui/icons-material/DoNotDisturbAlt';
import { useTranslate } from 'react-admin';
import type { CaseFileCheck, CaseFilePerson } from '#src/providers/data-provider';
import { changedValueText, type Change } from './ChangesTable';
import { useCaseFormat } from './case-format';
import { fieldLabel, valueText } from './labels';

const OUTCOME_LOOK = {
  failed: { icon: ErrorIcon, color: 'error' as const },
  passed: { icon: CheckCircleIcon, color: 'success' as const },
  not_applicable: { icon: RemoveCircleOutlineIcon, color: 'default' as const },
};

/**
 * The rules' checks of the application (computed by the API from the domain), failed ones first,
 * each with its outcome in words (not only a colour) and the explanation in the reader's language.
 */
export function ChecksPanel({ checks }: { checks: CaseFileCheck[] }) {
  const translate = useTranslate();
  const order = { failed: 0, passed: 1, not_applicable: 2 };
  const sorted = [...checks].sort((a, b) => order[a.outcome] - order[b.outcome]);
  const count = (outcome: CaseFileCheck['outcome']) => checks.filter((c) => c.outcome === outcome).length;
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {translate('admin.case_file.checks_summary', { failed: count('failed'), passed: count('passed'), na: count('not_applicable') })}
      </Typography>
      <List dense disablePadding>
        {sorted.map((check) => {
          const look = OUTCOME_LOOK[check.outcome];
          const Icon = look.icon;
          return (
            <ListItem
              key={check.id}
              data-check={check.id}
              data-outcome={check.outcome}
              disableGutters
              sx={{ alignItems: 'flex-start', gap: 1 }}
            >
              <Chip
                size="small"
                color={look.color}
                variant={check.outcome === 'failed' ? 'filled' : 'outlined'}
                icon={<Icon aria-hidden />}
                label={translate(`admin.case_file.outcome.${check.outcome}`)}
                sx={{ minWidth: 112, flexShrink: 0 }}
              />
              <Box>
                <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                  {translate(`admin.case_file.check.${check.id}`)}
                </Typography>
                <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                  <bdi>{check.message}</bdi>
                </Typography>
                {check.id === 'required_documents' && check.outcome === 'failed' && (
                  <Typography component="span" variant="body2" color="error" sx={{ display: 'block' }}>
                    {translate('admin.case_file.missing')}: {check.fields.map((f) => fieldLabel(translate, f)).join('، ')}
                  </Typography>
                )}
              </Box>
            </ListItem>
          );
        })}
      </List>
    </>
  );
}

/** The persons of the application as the civil registry knows them, beside what the applicant typed. */
export function PersonsPanel({ persons }: { persons: CaseFilePerson[] }) {
  const translate = useTranslate();
  const format = useCaseFormat();
  if (!persons.length) return <Typography>—</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('admin.case_file.persons')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('admin.case_file.role')}</TableCell>
            <TableCell>{translate('admin.fields.upn')}</TableCell>
            <TableCell>{translate('admin.case_file.person_name')}</TableCell>
            <TableCell>{translate('admin.case_file.birth')}</TableCell>
            <TableCell>{translate('admin.fields.nationality')}</TableCell>
            <TableCell>{translate('admin.case_file.match')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {persons.map((p) => (
            <TableRow key={p.upn} data-upn={p.upn}>
              <TableCell>{p.fields.map((f) => fieldLabel(translate, f.replace(/\.upn$/, ''))).join('، ')}</TableCell>
              <TableCell>
                <bdi>{p.upn}</bdi>
              </TableCell>
              <TableCell>
                <bdi>{p.found ? [p.firstName, p.lastName].filter(Boolean).join(' ') : '—'}</bdi>
              </TableCell>
              <TableCell>
                {p.birthDate
                  ? `${format.date(p.birthDate)} (${translate('admin.case_file.age', { age: format.number(p.age ?? 0) })})`
                  : '—'}
              </TableCell>
              <TableCell>{p.nationality ? valueText(translate, p.nationality) : '—'}</TableCell>
              <TableCell>
                {!p.found ? (
                  <Chip size="small" color="error" label={translate('admin.case_file.not_found')} />
                ) : p.mismatches.length ? (
                  <Chip
                    size="small"
                    color="error"
                    label={translate('admin.case_file.mismatch', {
                      fields: p.mismatches.map((m) => translate(`admin.case_file.declared.${m}`)).join('، '),
                    })}
                  />
                ) : Object.keys(p.declared).length ? (
                  <Chip size="small" color="success" variant="outlined" label={translate('admin.case_file.matches')} />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {translate('admin.case_file.nothing_typed')}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The comment of the return for correction that concerns a changed path (the same field, or one inside or around it). */
export function commentFor(comments: Record<string, string>, path: string): string | undefined {
  const field = path.replace(/^details\./, '');
  return (
    comments[field] ??
    Object.entries(comments).find(
      ([p]) => field.startsWith(`${p}.`) || field.startsWith(`${p}[`) || p.startsWith(`${field}.`) || p.startsWith(`${field}[`),
    )?.[1]
  );
}

/** What a resubmission changed, each change beside the reviewer's earlier comment on that field. */
export function ResubmissionTable({
  changes,
  comments,
  caption,
}: {
  changes: Change[];
  comments: Record<string, string>;
  caption: string;
}) {
  const translate = useTranslate();
  const format = useCaseFormat();
  if (!changes.length) return <Typography>{translate('admin.history.no_changes')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('admin.history.field')}</TableCell>
            <TableCell>{translate('admin.case_file.earlier_comment')}</TableCell>
            <TableCell>{translate('admin.history.before')}</TableCell>
            <TableCell>{translate('admin.history.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((c) => (
            <TableRow key={c.path}>
              <TableCell>{fieldLabel(translate, c.path.replace(/^details\./, ''))}</TableCell>
              <TableCell sx={{ fontStyle: 'italic' }}>
                <bdi>{commentFor(comments, c.path) ?? translate('admin.case_file.no_comment')}</bdi>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <bdi>{changedValueText(translate, format, c.path, c.before)}</bdi>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <bdi>{changedValueText(translate, format, c.path, c.after)}</bdi>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
