import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { statusChipOf } from '#src/components/status';
import { useCaseFormat, type CaseFormat } from './case-format';
import { isUploadId, useFileNames } from './file-names';
import { fieldLabel, valueText } from './labels';
import { useStaffNames } from './Timeline';

export interface Change {
  path: string;
  before: unknown;
  after: unknown;
}

/** Names the comparison's ids stand for: staff members by id, uploaded files by upload id. */
export interface ChangeNames {
  staff: Record<string, string>;
  files: Record<string, string>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A changed value as text: a workflow state by its label (the audit diff showed `submitted →
 * granted`), a number grouped in the language's digits (a share count read 400000), a date in
 * words, the assignee by name and a document by its file's name (they showed as UUIDs).
 */
export function changedValueText(
  translate: ReturnType<typeof useTranslate>,
  format: CaseFormat,
  path: string,
  value: unknown,
  names: ChangeNames = { staff: {}, files: {} },
): string {
  if (path === 'status' && typeof value === 'string') return translate(statusChipOf(value).labelKey);
  if (typeof value === 'number') return format.number(value);
  if (path === 'assigneeId' && typeof value === 'string') return names.staff[value] ?? translate('admin.history.staff');
  if (Array.isArray(value) && value.length > 0 && value.every(isUploadId))
    return value.map((id) => names.files[id] ?? translate('admin.history.document')).join(format.separator);
  if (isUploadId(value)) return names.files[value] ?? translate('admin.history.document');
  if (typeof value === 'string' && ISO_DATE.test(value)) return format.date(value);
  if (typeof value === 'string' && ISO_MOMENT.test(value)) return format.dateTime(value);
  return valueText(translate, value);
}

/** Every id a comparison names, to be looked up once. */
function idsOf(changes: Change[], test: (path: string) => boolean): string[] {
  return changes.filter((c) => test(c.path)).flatMap((c) => [c.before, c.after].flat().filter((v): v is string => typeof v === 'string'));
}

/** What changed, path by path (a resubmission, or two events of a history). */
export function ChangesTable({ changes, caption }: { changes: Change[]; caption: string }) {
  const translate = useTranslate();
  const format = useCaseFormat();
  const staff = useStaffNames(idsOf(changes, (path) => path === 'assigneeId').map((id) => ({ kind: 'staff', id })));
  const files = useFileNames(idsOf(changes, (path) => path !== 'assigneeId'));
  const names = { staff, files };
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
              <bdi>{changedValueText(translate, format, c.path, c.before, names)}</bdi>
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <bdi>{changedValueText(translate, format, c.path, c.after, names)}</bdi>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
