import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useLocaleState, useNotify, useTranslate, type TranslateFunction } from 'react-admin';
import { request } from '#src/providers/http';
import { ADMIN_API, type ApplicationResource } from '#src/providers/data-provider';
import { errorMessageOf } from '../admin-commands';
import { StatusLabel } from '#src/components/StatusChip';
import { RecordedDetailsView } from './case-values';
import { dateTimeText } from './labels';
import { caseFormat, monthNames } from './case-format';

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
      const blob = (
        await request<Blob>(`${ADMIN_API}/${resource}/${encodeURIComponent(id)}/history/export?format=${format}`, { raw: true })
      ).json;
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
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={busy}
            onClick={() => void download(format)}
            data-export={format}
          >
            {translate(`admin.audit.export_${format}`)}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}

/** A wall-clock moment in Baghdad, part by part, as the picker holds it. */
export interface BaghdadMoment {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const PARTS = ['day', 'month', 'year', 'hour', 'minute', 'second'] as const;

/** Now on the Baghdad wall clock. */
function baghdadNow(): BaghdadMoment {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Baghdad',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The picked Baghdad wall-clock time (UTC+3 all year) as an instant, or null for a day the month
 * lacks. The whole picked second counts: the events list shows times to the second, so picking
 * an event's time includes it.
 */
export function baghdadInstant(m: BaghdadMoment): string | null {
  const check = new Date(Date.UTC(m.year, m.month - 1, m.day));
  if (check.getUTCMonth() !== m.month - 1) return null;
  return `${pad(m.year, 4)}-${pad(m.month)}-${pad(m.day)}T${pad(m.hour)}:${pad(m.minute)}:${pad(m.second)}.999+03:00`;
}

interface StateAt {
  version: number;
  recordedAt: string | null;
  state: { status?: string; details?: unknown };
}

/**
 * The date and time picker in the staff member's language: day, month (by name), year, hour,
 * minute and second as native selects whose options are written in the language's digits and
 * month names (a browser's own date input draws in the browser's language, which for Kurdish
 * Chromium does not have). Baghdad time.
 */
function MomentPicker({
  value,
  onChange,
  firstYear,
}: {
  value: BaghdadMoment;
  onChange: (value: BaghdadMoment) => void;
  firstYear: number;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = caseFormat(locale);
  const months = monthNames(locale);
  const lastYear = Math.max(baghdadNow().year, firstYear);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const choices: Record<(typeof PARTS)[number], { value: number; label: string }[]> = {
    day: range(1, 31).map((n) => ({ value: n, label: format.number(n) })),
    month: range(1, 12).map((n) => ({ value: n, label: months[n - 1]! })),
    year: range(firstYear, lastYear).map((n) => ({ value: n, label: format.number(n).replace(/[,.\u066C\u00A0\u202F]/g, '') })),
    hour: range(0, 23).map((n) => ({ value: n, label: format.number(n).padStart(2, format.number(0)) })),
    minute: range(0, 59).map((n) => ({ value: n, label: format.number(n).padStart(2, format.number(0)) })),
    second: range(0, 59).map((n) => ({ value: n, label: format.number(n).padStart(2, format.number(0)) })),
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, flex: '1 1 auto' }} data-testid="state-at-time">
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {translate('admin.audit.date_time')}: {translate('admin.audit.baghdad_time')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {PARTS.map((part) => (
          <TextField
            key={part}
            select
            size="small"
            fullWidth={false}
            label={translate(`admin.audit.parts.${part}`)}
            value={value[part]}
            onChange={(e) => onChange({ ...value, [part]: Number(e.target.value) })}
            slotProps={{ select: { native: true }, htmlInput: { 'data-part': part } }}
            sx={{ minWidth: part === 'month' ? 150 : part === 'year' ? 100 : 76 }}
          >
            {choices[part].map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </TextField>
        ))}
      </Stack>
    </Box>
  );
}

/** The application as it stood at a chosen date and time (`GET /api/v1/audit/{kind}/{id}/state?at=`). */
export function StateAtTime({ resource, id, firstYear }: { resource: ApplicationResource; id: string; firstYear: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [value, setValue] = useState(baghdadNow);
  const [shown, setShown] = useState<{ at: string; result: StateAt } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const show = async (event: FormEvent) => {
    event.preventDefault();
    const at = baghdadInstant(value);
    setShown(null);
    if (!at) return setError(translate('admin.audit.no_such_day'));
    setBusy(true);
    setError(null);
    try {
      const result = (await request(`/api/v1/audit/${resource}/${encodeURIComponent(id)}/state?at=${encodeURIComponent(at)}`)).json.data
        .attributes as StateAt;
      setShown({ at, result });
    } catch (e) {
      setError(errorMessageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Stack
        component="form"
        onSubmit={(e) => void show(e)}
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-end' }, mb: 2 }}
      >
        <MomentPicker value={value} onChange={setValue} firstYear={Math.min(firstYear, value.year)} />
        <Button type="submit" variant="contained" disabled={busy}>
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
                  {translate('admin.audit.after_events', {
                    smart_count: shown.result.version,
                    time: dateTimeText(locale, shown.result.recordedAt, { seconds: true }),
                  })}
                </Typography>
              </Stack>
              <RecordedDetailsView details={shown.result.state.details} />
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
      <Box
        component="pre"
        lang="en"
        dir="ltr"
        tabIndex={0}
        role="region"
        aria-label={translate('admin.audit.payload_of', { version })}
        sx={{
          m: 0,
          mt: 1,
          p: 1,
          maxWidth: 520,
          maxHeight: 360,
          overflow: 'auto',
          fontSize: '0.75rem',
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {JSON.stringify(data, null, 2)}
      </Box>
    </Box>
  );
}

/** A SHA-256 hex digest, whole, breaking anywhere so a table column stays narrow. */
export function HashText({ hash }: { hash: string }) {
  return (
    <Box
      component="code"
      lang="en"
      dir="ltr"
      sx={{
        fontFamily: 'monospace',
        fontSize: '0.75rem',
        wordBreak: 'break-all',
        unicodeBidi: 'isolate',
        display: 'inline-block',
        maxWidth: 170,
      }}
    >
      {hash}
    </Box>
  );
}
