import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { statusChipOf } from '#src/components/status';
import { useCaseFormat, type CaseFormat } from './case-format';
import { fieldLabel, valueText } from './labels';

export interface Change {
  path: string;
  before: unknown;
  after: unknown;
}

/**
 * A changed value as text: a workflow state by its label (the audit diff showed `submitted →
 * granted`), a number grouped in the language's digits (a share count read 400000).
 */
export function changedValueText(translate: ReturnType<typeof useTranslate>, format: CaseFormat, path: string, value: unknown): string {
  if (path === 'status' && typeof value === 'string') return translate(statusChipOf(value).labelKey);
  if (typeof value === 'number') return format.number(value);
  return valueText(translate, value);
}

/** What changed, path by path (a resubmission, or two events of a history). */
export function ChangesTable({ changes, caption }: { changes: Change[]; caption: string }) {
  const translate = useTranslate();
  const format = useCaseFormat();
  if (!changes.length) return <Typography>{translate('admin.history.no_changes')}</Typography>;
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('admin.history.field')}</TableCell>
          <TableCell>{translate('admin.history.before')}</TableCell>
          <TableCell>{translate('admin.history.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((c) => (
          <TableRow key={c.path}>
            <TableCell>{fieldLabel(translate, c.path.replace(/^details\./, ''))}</TableCell>
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
  );
}
