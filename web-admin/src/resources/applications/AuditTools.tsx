import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useLocaleState, useNotify, useTranslate, type TranslateFunction } from 'react-admin';
import { request } from '../../providers/http';
import { ADMIN_API, type ApplicationResource } from '../../providers/data-provider';
import { errorMessageOf } from '../admin-commands';
import { StatusLabel } from '../../components/StatusChip';
import { DetailsView } from './DetailsView';
import { dateTimeText } from './labels';

/** A chain problem as the API reports it (`verifyStream`). */
export interface ChainProblem {
  streamVersion: number;
  eventId?: string | null;
  problem: string;
}

/** "Event 3: its content was altered", in the reader's language. */
export const chainProblemText = (translate: TranslateFunction, p: ChainProblem) =>
  translate('admin.audit.problem', { version: p.streamVersion, problem: translate(`admin.audit.problems.${p.problem}`, { _: p.problem }) });

/** Saves a blob under a name, as a link the browser downloads. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * `GET /api/admin/{kind}/{id}/history/export?format=json|csv` (the token goes with the request, so
 * no plain link): every event with its payload, actor, time and hash and the chain verification.
 */
export function HistoryExport({ resource, id }: { resource: ApplicationResource; id: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async (format: 'json' | 'csv') => {
    setBusy(true);
    try {
      const blob = (await request<Blob>(`${ADMIN_API}/${resource}/${encodeURIComponent(id)}/history/export?format=${format}`, { raw: true })).json;
      save(blob, `history-${resource}-${id}.${format}`);
      notify('admin.audit.exported', { type: 'success' });
    } catch (error) {
      notify(errorMessageOf(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('admin.audit.export_help')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {(['json', 'csv'] as const).map((format) => (
          <Button key={format} variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void download(format)} data-export={format}>
            {translate(`admin.audit.export_${format}`)}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}

/** Now in Asia/Baghdad as `YYYY-MM-DDTHH:MM:SS`, the value a datetime-local input takes. */
function baghdadNow(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/**
 * The picked wall-clock time in Baghdad (UTC+3 all year) as an instant. The whole picked second
 * counts: the events list shows times to the second, so picking an event's time includes it.
 */
export function baghdadInstant(local: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(local);
  return m ? `${m[1]}T${m[2]}${m[3] ?? ':00'}.999+03:00` : null;
}

interface StateAt {
  version: number;
  recordedAt: string | null;
  state: { status?: string; details?: unknown };
}

/** The application as it stood at a chosen date and time (`GET /api/v1/audit/{kind}/{id}/state?at=`). */
export function StateAtTime({ resource, id }: { resource: ApplicationResource; id: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [value, setValue] = useState(baghdadNow);
  const [shown, setShown] = useState<{ at: string; result: StateAt } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const show = async (event: FormEvent) => {
    event.preventDefault();
    const at = baghdadInstant(value);
    if (!at) return setError(translate('ra.validation.required'));
    setBusy(true);
    setError(null);
    try {
      const result = (await request(`/api/v1/audit/${resource}/${encodeURIComponent(id)}/state?at=${encodeURIComponent(at)}`)).json.data.attributes as StateAt;
      setShown({ at, result });
    } catch (e) {
      setError(errorMessageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Stack component="form" onSubmit={(e) => void show(e)} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}>
        <TextField
          type="datetime-local"
          label={translate('admin.audit.date_time')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          helperText={translate('admin.audit.baghdad_time')}
          required
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1, 'data-testid': 'state-at-time' } }}
          sx={{ minWidth: 280 }}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: { sm: 1 } }}>
          {translate('admin.audit.show_state')}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {shown && (
        <Box component="section" aria-labelledby="state-at-time-heading" data-testid="state-at-time-result">
          <Typography id="state-at-time-heading" component="h3" variant="subtitle1" gutterBottom>
            {translate('admin.audit.state_at_time', { time: dateTimeText(locale, shown.at, { seconds: true }) })}
          </Typography>
          {shown.result.version === 0 ? (
            <Alert severity="info" role="status">
              {translate('admin.audit.not_yet')}
            </Alert>
          ) : (
            <>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
                <Typography>{translate('admin.queue.columns.status')}:</Typography>
                <StatusLabel status={shown.result.state.status} />
                <Typography color="text.secondary">
                  {translate('admin.audit.after_events', { smart_count: shown.result.version, time: dateTimeText(locale, shown.result.recordedAt, { seconds: true }) })}
                </Typography>
              </Stack>
              <DetailsView value={shown.result.state.details} />
            </>
          )}
        </Box>
      )}
    </Box>
  );
}

/** An event's payload, folded: the JSON as stored (codes and values are data, left to right). */
export function PayloadDisclosure({ version, data }: { version: number; data: unknown }) {
  const translate = useTranslate();
  return (
    <Box component="details" sx={{ '& > summary': { cursor: 'pointer', color: 'primary.main' } }}>
      <summary>{translate('admin.audit.payload_of', { version })}</summary>
      {/* Scrolls when long: focusable and named, so a keyboard reaches what overflows (axe scrollable-region-focusable). */}
      <Box component="pre" lang="en" dir="ltr" tabIndex={0} role="region" aria-label={translate('admin.audit.payload_of', { version })} sx={{ m: 0, mt: 1, p: 1, maxWidth: 520, maxHeight: 360, overflow: 'auto', fontSize: '0.75rem', bgcolor: 'action.hover', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {JSON.stringify(data, null, 2)}
      </Box>
    </Box>
  );
}

/** A SHA-256 hex digest, whole, breaking anywhere so a table column stays narrow. */
export function HashText({ hash }: { hash: string }) {
  return (
    <Box component="code" lang="en" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '0.75rem', wordBreak: 'break-all', unicodeBidi: 'isolate', display: 'inline-block', maxWidth: 170 }}>
      {hash}
    </Box>
  );
}
