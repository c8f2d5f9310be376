import { useCallback, useId, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import {
  useFieldValue,
  useLocaleState,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useSaveContext,
  useTranslate,
  type DateFieldProps,
  type RaRecord,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { allows, type StaffPermissions } from '../providers/auth-provider';
import { changeStatus, errorMessageOf, formErrorsOf, type StatusCommand } from './admin-commands';
import type { Locale } from './types';
import { caseFormat } from './applications/case-format';
import { directoryMessages } from './admin-messages';
import { registryToday } from '@registry/domain/reference/civil-registry/rules';

export { directoryMessages };

/**
 * Pieces the administration resources share (users, entity types, activities, places, legacy
 * names, notifications): server-side validation shown beside the fields, the activate /
 * deactivate command with its confirmation and reason, and the texts they use in four languages.
 */

/**
 * The submit handler of a create or edit form: saves through the page's save context
 * (pessimistic), and shows the API's refusals beside their fields (`fields`: the form's top-level
 * inputs; any other refusal, such as a stale version, goes to the notification).
 */
export function useValidatedSubmit(fields: readonly string[]) {
  const saveContext = useSaveContext();
  return useCallback(
    async (values: FieldValues) => {
      const result = await saveContext.save?.(values);
      return formErrorsOf(result, new Set(fields));
    },
    [saveContext, fields],
  );
}

/** Whether the signed-in member of staff holds the permission(s). */
export function useAllowed(permission: string | string[]): boolean {
  const { permissions } = usePermissions<StaffPermissions>();
  return allows(permissions, permission);
}

/** The calendar day (YYYY-MM-DD) of an instant in the registry's zone; a bare date stays as it is. */
const baghdadDay = (value: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : registryToday(new Date(value)));

/**
 * A date (and time) written as the interface language writes it, in the registry's time zone
 * (Asia/Baghdad), through the same fallback as the queue and the case file (case-format.ts):
 * react-admin's DateField handed 'ckb' to Intl, which Chromium lacks, and wrote US dates.
 */
export function LocalDateField(props: DateFieldProps) {
  const { source, showTime, emptyText, className, sx } = props;
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const value: unknown = useFieldValue({ source });
  let text: string;
  if (value === null || value === undefined || value === '') text = emptyText ? translate(emptyText, { _: emptyText }) : '';
  else if (showTime) text = caseFormat(locale).dateTime(String(value));
  else text = caseFormat(locale).date(baghdadDay(String(value)));
  return (
    <Typography component="span" variant="body2" className={className} sx={sx}>
      {text}
    </Typography>
  );
}

/** Identifiers of the system (permission names, codes): left to right inside right-to-left text. */
export function Code({ children }: { children: ReactNode }) {
  return (
    <Box component="code" lang="en" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '0.85em', unicodeBidi: 'isolate' }}>
      {children}
    </Box>
  );
}

/** Text in a language other than the page's, marked for screen readers and laid out in its direction. */
export function InLanguage({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <span lang={lang} dir={lang === 'ckb' || lang === 'ar' ? 'rtl' : 'ltr'}>
      {children}
    </span>
  );
}

/** `input` props of a text field whose value is written in one language (names in ckb, en, ar, kmr). */
export const languageInput = (lang: Locale) => ({ lang, dir: lang === 'ckb' || lang === 'ar' ? 'rtl' : 'ltr' });

export const MIN_REASON = 3;
export const MAX_REASON = 500;

/**
 * Activate or deactivate the record (a user, an entity type) as an explicit command: a
 * confirmation dialog that names the record and asks for the reason the change log keeps; the
 * version the reader saw goes with it (someone else's change meanwhile is a 409, said in the
 * dialog). Texts: `resources.<resource>.commands.{activate,deactivate}_{title,content}` and
 * `…{activated,deactivated}`.
 */
export function StatusCommandButton({
  resource,
  permission,
  name,
}: {
  resource: 'users' | 'entity-types';
  permission: string;
  name: (record: RaRecord) => string;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const allowed = useAllowed(permission);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const textId = useId();
  if (!record || !allowed) return null;
  const command: StatusCommand = record.status === 'inactive' ? 'activate' : 'deactivate';
  const texts = `resources.${resource}.commands`;
  const tooShort = reason.trim().length < MIN_REASON;
  const reset = () => {
    setOpen(false);
    setReason('');
    setTouched(false);
    setFailure(null);
  };
  const close = () => {
    if (!busy) reset();
  };
  const confirm = async () => {
    setTouched(true);
    if (tooShort) return;
    setBusy(true);
    setFailure(null);
    try {
      await changeStatus(resource, String(record.id), command, { version: Number(record.version), reason: reason.trim() });
      setBusy(false);
      reset();
      notify(`${texts}.${command === 'activate' ? 'activated' : 'deactivated'}`, { type: 'success' });
      refresh();
    } catch (error) {
      setBusy(false);
      setFailure(errorMessageOf(error));
      if ((error as { status?: number }).status === 409) refresh();
    }
  };
  return (
    <>
      <Button
        size="small"
        color={command === 'deactivate' ? 'error' : 'primary'}
        startIcon={command === 'deactivate' ? <BlockIcon /> : <CheckCircleIcon />}
        onClick={() => setOpen(true)}
      >
        {translate(`admin.directory.${command}`)}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate(`${texts}.${command}_title`, { name: name(record) })}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{translate(`${texts}.${command}_content`)}</DialogContentText>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={2}
            margin="normal"
            label={translate('admin.directory.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && tooShort}
            helperText={translate(touched && tooShort ? 'admin.directory.reason_required' : 'admin.directory.reason_help', {
              min: MIN_REASON,
            })}
            slotProps={{ htmlInput: { maxLength: MAX_REASON } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('admin.directory.cancel')}
          </Button>
          <Button onClick={confirm} disabled={busy} variant="contained" color={command === 'deactivate' ? 'error' : 'primary'}>
            {translate(`admin.directory.${command}`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The message under a list that has shown everything (spec §2 "a no-more message"). */
export function NoMore({ show, text }: { show: boolean; text: string }) {
  const translate = useTranslate();
  if (!show) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {translate(text)}
      </Typography>
    </Box>
  );
}

export { withDirectory } from './with-directory';
