import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ApplicationResource } from '#src/providers/data-provider';
import { DayTextField } from '#src/components/DayInput';
import { latinDigits } from '#src/components/typed-digits';
import { FieldComments } from './FieldComments';
import { RectifyFields } from './RectifyFields';
import { rectificationPatch, rectifyDraftOf } from './rectification';
import { useCaseFormat } from './case-format';
import { applicationName, DANGER, IRREVERSIBLE, type Draft, type Pending } from './workflow-steps';

interface TransitDialogProps {
  pending: Pending;
  resource: ApplicationResource;
  record: RaRecord;
  kindLabel: string;
  draft: Draft;
  onDraft(draft: Draft): void;
  conflict: boolean;
  failure: { message: string; fields: Record<string, string> } | null;
  busy: boolean;
  onCancel(): void;
  onSend(extra: {
    reason?: string;
    fieldComments?: Record<string, string>;
    target?: string;
    receiptNumber?: string;
    receiptDate?: string;
    patch?: Record<string, unknown>;
  }): void;
}

export function TransitDialog({
  pending,
  resource,
  record,
  kindLabel,
  draft,
  onDraft,
  conflict,
  failure,
  busy,
  onCancel,
  onSend,
}: TransitDialogProps) {
  const translate = useTranslate();
  const format = useCaseFormat();
  const reasonRequired = pending.rows.some((r) => r.reasonRequired);
  const commentsAllowed = pending.rows.some((r) => r.fieldCommentsAllowed);
  const paying = pending.event === 'confirm_payment';
  const rectifying = pending.event === 'rectify';
  const rectify = draft.rectify ?? rectifyDraftOf(resource, record.details);
  const targets = [...new Set(pending.rows.map((r) => r.to))];
  const target = targets.length > 1 ? draft.target : targets[0]!;
  const [tried, setTried] = useState(false);
  const step = translate(`admin.events.${pending.event}`, { _: pending.event });
  const name = applicationName(record);
  const missingReason = reasonRequired && !draft.reason.trim();
  const missingTarget = targets.length > 1 && !target;
  const missingReceipt = paying && !draft.receiptNumber.trim();
  const missingReceiptDate = paying && !draft.receiptDate;
  const invalid = missingReason || missingTarget || missingReceipt || missingReceiptDate;
  const set = (change: Partial<Draft>) => onDraft({ ...draft, ...change });
  const serverError = (field: string) => failure?.fields[field];

  const submit = () => {
    setTried(true);
    if (invalid) return;
    const fieldComments = Object.fromEntries(
      Object.entries(draft.comments).flatMap(([field, text]) => (text.trim() ? [[field, text.trim()]] : [])),
    );
    onSend({
      reason: draft.reason.trim() || undefined,
      fieldComments: commentsAllowed ? fieldComments : undefined,
      target: targets.length > 1 ? target : undefined,
      ...(paying ? { receiptNumber: draft.receiptNumber.trim(), receiptDate: draft.receiptDate } : {}),
      ...(rectifying ? { patch: rectificationPatch(resource, rectify, record.details) } : {}),
    });
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      fullWidth
      maxWidth={commentsAllowed ? 'lg' : 'sm'}
      aria-labelledby="transit-dialog-title"
      aria-describedby="transit-dialog-subject"
    >
      <DialogTitle id="transit-dialog-title">{step}</DialogTitle>
      <DialogContent>
        <Typography id="transit-dialog-subject" sx={{ mb: 1 }}>
          <bdi>{name}</bdi> ({kindLabel}){format.separator}
          {translate('admin.review.version')} {typeof record.version === 'number' ? format.number(record.version) : String(record.version)}
        </Typography>
        {IRREVERSIBLE.has(pending.event) && (
          <Alert severity="warning" sx={{ mb: 1 }} data-confirmation>
            {translate('admin.review.confirm_irreversible', { step, name, kind: kindLabel })}
          </Alert>
        )}
        {targets.length > 1 && (
          <TextField
            select
            fullWidth
            margin="normal"
            required
            label={translate('admin.review.target')}
            value={target}
            onChange={(e) => set({ target: e.target.value })}
            error={tried && missingTarget}
            helperText={tried && missingTarget ? translate('ra.validation.required') : ' '}
          >
            {targets.map((t) => (
              <MenuItem key={t} value={t}>
                {translate(`status.${t}`, { _: t })}
              </MenuItem>
            ))}
          </TextField>
        )}
        {paying && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
            <TextField
              required
              fullWidth
              label={translate('admin.review.receipt_number')}
              value={draft.receiptNumber}
              onChange={(e) => set({ receiptNumber: latinDigits(e.target.value) })}
              error={(tried && missingReceipt) || Boolean(serverError('receiptNumber'))}
              helperText={
                tried && missingReceipt
                  ? translate('ra.validation.required')
                  : (serverError('receiptNumber') ?? translate('admin.review.receipt_number_help'))
              }
              slotProps={{ htmlInput: { maxLength: 40, dir: 'ltr', autoComplete: 'off' } }}
            />
            <DayTextField
              required
              fullWidth
              name="receiptDate"
              label={translate('admin.review.receipt_date')}
              value={draft.receiptDate}
              onChange={(day) => set({ receiptDate: day ?? '' })}
              error={tried && missingReceiptDate ? translate('ra.validation.required') : serverError('receiptDate')}
              hint={translate('admin.review.receipt_cash_only')}
            />
          </Stack>
        )}
        {rectifying && (
          <RectifyFields
            resource={resource}
            record={record}
            draft={rectify}
            onChange={(next) => set({ rectify: next })}
            problems={failure?.fields}
          />
        )}
        <TextField
          fullWidth
          multiline
          minRows={paying ? 1 : 3}
          margin="normal"
          required={reasonRequired}
          label={translate('admin.review.reason')}
          value={draft.reason}
          onChange={(e) => set({ reason: e.target.value })}
          error={(tried && missingReason) || Boolean(serverError('reason'))}
          helperText={
            tried && missingReason
              ? translate('ra.validation.required')
              : (serverError('reason') ?? translate(rectifying ? 'admin.review.rectify.reason_help' : 'admin.review.reason_help'))
          }
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {commentsAllowed && <FieldComments details={record.details} comments={draft.comments} onChange={(comments) => set({ comments })} />}
      </DialogContent>
      {/* Outside the scrolling content, so that a long form never hides why nothing was sent. */}
      <Stack spacing={1} sx={{ px: 3, pt: 1 }}>
        {conflict && (
          <Alert severity="info" role="status" data-conflict>
            {translate('admin.review.conflict_kept')}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" data-failure>
            {failure.message}
          </Alert>
        )}
        {tried && invalid && <Alert severity="error">{translate('ra.message.invalid_form')}</Alert>}
      </Stack>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          color={DANGER.has(pending.event) ? 'error' : 'primary'}
          onClick={submit}
          disabled={busy}
          data-send={pending.event}
        >
          {step}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
