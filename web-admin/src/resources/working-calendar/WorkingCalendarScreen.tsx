import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { useAllowed, languageInput } from '../admin-ui';
import { apiErrorsOf } from '../admin-commands';
import { useCaseFormat } from '../applications/case-format';
import { resourceOfKind } from '../applications/kinds';
import { LOCALES, type Locale } from '../types';
import {
  previewChange,
  readCalendar,
  removeDay,
  saveDay,
  saveWeek,
  weekdayOf,
  isCalendarDate,
  WORKING_TIMES,
  type CalendarDay,
  type DayNames,
  type ProposedChange,
  type WorkingCalendar,
  type WorkingTime,
} from './calendar-api';

const T = 'resources.working-calendar';
const CALENDAR_KEY = ['working-calendar'];
const EMPTY_NAMES: DayNames = { ckb: '', en: '', ar: '', kmr: '' };

/** A failed save: a stale version (409) or the API's refusals by field (422), else its message. */
interface SaveFailure {
  conflict: boolean;
  fields: Record<string, string>;
  message?: string;
}

function failureOf(error: unknown): SaveFailure {
  const status = (error as { status?: number } | undefined)?.status;
  const errors = apiErrorsOf(error);
  if (status === 409) return { conflict: true, fields: {} };
  const fields: Record<string, string> = {};
  for (const e of errors) {
    const field = typeof e.meta?.field === 'string' ? e.meta.field : e.source?.pointer?.slice(1).replace(/\//g, '.') || e.source?.parameter;
    if (field && e.title) fields[field] = e.title;
  }
  const unplaced = errors.filter((e) => !Object.values(fields).includes(e.title ?? '')).map((e) => e.title);
  return {
    conflict: false,
    fields,
    message: unplaced.length ? unplaced.join(' ') : Object.keys(fields).length ? undefined : String((error as Error)?.message ?? error),
  };
}

/** The calendar as the API has it; refetched only after a change or a conflict, so what is edited is what was shown. */
function useCalendar() {
  return useQuery({ queryKey: CALENDAR_KEY, queryFn: readCalendar, refetchOnWindowFocus: false, staleTime: Infinity });
}

/** The open applications' due times a change would move, current → new, in Baghdad time. */
function MovesPreview({ change }: { change: ProposedChange | null }) {
  const translate = useTranslate();
  const format = useCaseFormat();
  const key = JSON.stringify(change);
  const { data, error, isFetching } = useQuery({
    queryKey: ['working-calendar-preview', key],
    queryFn: () => previewChange(change!),
    enabled: change !== null,
    refetchOnWindowFocus: false,
    retry: false,
  });
  if (change === null) return null;
  return (
    <Box component="section" aria-labelledby="calendar-preview-title" aria-busy={isFetching} sx={{ mt: 2 }} data-preview="moves">
      <Typography id="calendar-preview-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate(`${T}.preview.title`)}
      </Typography>
      {isFetching && (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', my: 1 }}>
          <CircularProgress size={18} aria-hidden />
          {translate(`${T}.preview.loading`)}
        </Box>
      )}
      {error && !isFetching && (
        <Alert severity="error">{Object.values(failureOf(error).fields).join(' ') || failureOf(error).message}</Alert>
      )}
      {data && !isFetching && (
        <>
          <Typography variant="body2" role="status" sx={{ my: 1 }}>
            {translate(`${T}.preview.summary`, { open: format.number(data.openApplications), moves: format.number(data.moves.length) })}{' '}
            {translate(`${T}.preview.time_zone`)}
          </Typography>
          {data.moves.length === 0 ? (
            <Alert severity="info" role="status">
              {translate(`${T}.preview.none`)}
            </Alert>
          ) : (
            <Box sx={{ maxHeight: 320, overflow: 'auto' }} tabIndex={0} role="region" aria-labelledby="calendar-preview-title">
              <Table size="small" stickyHeader>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(`${T}.preview.columns.reference`)}</TableCell>
                    <TableCell>{translate(`${T}.preview.columns.name`)}</TableCell>
                    <TableCell>{translate(`${T}.preview.columns.level`)}</TableCell>
                    <TableCell>{translate(`${T}.preview.columns.current`)}</TableCell>
                    <TableCell>{translate(`${T}.preview.columns.new`)}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.moves.map((m) => (
                    <TableRow key={`${m.id}-${m.level}`} data-move={m.id} data-level={m.level}>
                      <TableCell>
                        <Link to={`/${resourceOfKind(m.kind)}/${encodeURIComponent(m.id)}/show`}>
                          <bdi dir="ltr">{m.reference ?? m.id.slice(0, 8)}</bdi>
                        </Link>
                      </TableCell>
                      <TableCell>
                        <bdi>{m.name ?? '—'}</bdi>
                      </TableCell>
                      <TableCell>{translate(`${T}.preview.levels.${m.level}`)}</TableCell>
                      <TableCell>
                        <time dateTime={m.currentDueAt} data-due="current">
                          {format.dateTime(m.currentDueAt)}
                        </time>
                      </TableCell>
                      <TableCell>
                        <time dateTime={m.newDueAt} data-due="new">
                          {format.dateTime(m.newDueAt)}
                        </time>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}

/** A change's dialog: its form (if any), the preview of the due times it moves, and the save. */
function ChangeDialog(props: {
  open: boolean;
  title: string;
  change: ProposedChange | null;
  failure: SaveFailure | null;
  saving: boolean;
  saveLabel: string;
  canSave: boolean;
  onSave: () => void;
  onClose: () => void;
  children?: ReactNode;
  name: string;
}) {
  const translate = useTranslate();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={`${props.name}-title`}
      data-dialog={props.name}
    >
      <DialogTitle id={`${props.name}-title`}>{props.title}</DialogTitle>
      <DialogContent>
        {props.failure?.conflict && (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }} data-conflict>
            {translate(`${T}.conflict`)}
          </Alert>
        )}
        {props.failure?.message && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {props.failure.message}
          </Alert>
        )}
        {props.children}
        <MovesPreview change={props.change} />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate(`${T}.dialog.cancel`)}</Button>
        <Button variant="contained" onClick={props.onSave} disabled={!props.canSave || props.saving}>
          {props.saveLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The times an office may open or close, every quarter of an hour, and the one in force if it is
 * another. A list rather than the browser's time input, which writes "08:00 AM" in the browser's
 * language whatever the page's.
 */
const QUARTERS = Array.from(
  { length: 96 },
  (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
);
const timesWith = (current: string) => (QUARTERS.includes(current) ? QUARTERS : [...QUARTERS, current].sort());

function useWorkingTimeLabel() {
  const translate = useTranslate();
  return (time: WorkingTime) => translate(`${T}.working_times.${time}`);
}

/** The week (Sunday to Saturday) and the office hours; administrators change them after a preview. */
function WeekCard({ calendar, canManage }: { calendar: WorkingCalendar; canManage: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const label = useWorkingTimeLabel();
  const format = useCaseFormat();
  // The form keeps what was typed across a reload after a conflict; `base` is the version it was made on.
  const [form, setForm] = useState({ week: calendar.week, opens: calendar.opens, closes: calendar.closes });
  const [base, setBase] = useState(calendar.version);
  const [dirty, setDirty] = useState(false);
  const [dialog, setDialog] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (dirty) return;
    setForm({ week: calendar.week, opens: calendar.opens, closes: calendar.closes });
    setBase(calendar.version);
  }, [calendar, dirty]);
  const edit = (next: Partial<typeof form>) => {
    setForm((f) => ({ ...f, ...next }));
    setDirty(true);
    setFailure(null);
  };
  const changed = form.opens !== calendar.opens || form.closes !== calendar.closes || form.week.some((d, i) => d !== calendar.week[i]);
  const save = async () => {
    setSaving(true);
    try {
      await saveWeek({ version: base, ...form });
      setDirty(false);
      setDialog(false);
      setFailure(null);
      notify(`${T}.notifications.saved`, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: CALENDAR_KEY });
    } catch (error) {
      const f = failureOf(error);
      setFailure(f);
      if (f.conflict) {
        const fresh = await queryClient.fetchQuery({ queryKey: CALENDAR_KEY, queryFn: readCalendar, staleTime: 0 });
        setBase(fresh.version);
      } else if (Object.keys(f.fields).length) setDialog(false);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card component="section" aria-labelledby="calendar-week-title" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id="calendar-week-title" component="h2" variant="h6" gutterBottom>
          {translate(`${T}.week.title`)}
        </Typography>
        {canManage ? (
          <Box component="form" onSubmit={(e) => e.preventDefault()}>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2, mb: 2 }}>
              {form.week.map((time, day) => (
                <TextField
                  key={day}
                  select
                  size="small"
                  label={translate(`${T}.weekdays.${day}`)}
                  value={time}
                  onChange={(e) => edit({ week: form.week.map((d, i) => (i === day ? (e.target.value as WorkingTime) : d)) })}
                  error={Boolean(failure?.fields.week)}
                  slotProps={{ htmlInput: { 'data-weekday': day } }}
                >
                  {WORKING_TIMES.map((t) => (
                    <MenuItem key={t} value={t}>
                      {label(t)}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </Box>
            {failure?.fields.week && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {failure.fields.week}
              </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              {(['opens', 'closes'] as const).map((field) => (
                <TextField
                  key={field}
                  select
                  size="small"
                  label={translate(`${T}.week.${field}`)}
                  value={form[field]}
                  onChange={(e) => edit({ [field]: e.target.value })}
                  error={Boolean(failure?.fields[field])}
                  helperText={failure?.fields[field]}
                  fullWidth={false}
                  sx={{ width: 180 }}
                  slotProps={{ htmlInput: { name: field } }}
                >
                  {timesWith(form[field]).map((time) => (
                    <MenuItem key={time} value={time}>
                      <bdi dir="ltr">{format.clock(time)}</bdi>
                    </MenuItem>
                  ))}
                </TextField>
              ))}
              <Button variant="contained" onClick={() => setDialog(true)} disabled={!changed} data-action="week-preview">
                {translate(`${T}.week.save`)}
              </Button>
            </Box>
          </Box>
        ) : (
          <>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, m: 0 }}>
              {calendar.week.map((time, day) => (
                <Box key={day} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ fontWeight: 600 }}>
                    {translate(`${T}.weekdays.${day}`)}
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {label(time)}
                  </Box>
                </Box>
              ))}
            </Box>
            <Typography sx={{ mt: 2 }}>
              {translate(`${T}.week.hours`, { opens: format.clock(calendar.opens), closes: format.clock(calendar.closes) })}
            </Typography>
          </>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(`${T}.version`, { version: format.number(calendar.version) })}
        </Typography>
      </CardContent>
      {canManage && (
        <ChangeDialog
          name="week"
          open={dialog}
          title={translate(`${T}.dialog.week_title`)}
          change={dialog ? form : null}
          failure={failure}
          saving={saving}
          canSave={changed}
          saveLabel={translate(`${T}.dialog.save`)}
          onSave={() => void save()}
          onClose={() => setDialog(false)}
        />
      )}
    </Card>
  );
}

type DayDialogState = { mode: 'add' } | { mode: 'edit'; day: CalendarDay } | { mode: 'remove'; day: CalendarDay } | null;

/** Adding, changing or removing a day, each with the preview of the due times it moves. */
function DayDialog({ state, onClose }: { state: DayDialogState; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useCaseFormat();
  const queryClient = useQueryClient();
  const label = useWorkingTimeLabel();
  const [date, setDate] = useState('');
  const [workingTime, setWorkingTime] = useState<WorkingTime>('off');
  const [names, setNames] = useState<DayNames>(EMPTY_NAMES);
  const [base, setBase] = useState(0);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [namesError, setNamesError] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!state) return;
    const day = state.mode === 'add' ? null : state.day;
    setDate(day?.date ?? '');
    setWorkingTime(day?.workingTime ?? 'off');
    setNames(day?.name ?? EMPTY_NAMES);
    setBase(day?.version ?? 0);
    setFailure(null);
    setNamesError(false);
  }, [state]);
  if (!state) return null;
  const removing = state.mode === 'remove';
  const validDate = isCalendarDate(date);
  const change: ProposedChange | null = removing ? { removeDays: [state.day.date] } : validDate ? { days: [{ date, workingTime }] } : null;
  const filled = LOCALES.filter((l) => names[l].trim() !== '').length;
  const dateText = state.mode === 'add' ? '' : format.date(state.day.date);
  const title =
    state.mode === 'add' ? translate(`${T}.dialog.add_title`) : translate(`${T}.dialog.${state.mode}_title`, { date: dateText });

  const save = async () => {
    if (!removing && filled !== 0 && filled !== LOCALES.length) {
      setNamesError(true);
      return;
    }
    setSaving(true);
    try {
      if (removing) await removeDay(state.day.date, base);
      else await saveDay(date, { workingTime, name: filled ? names : null, version: base });
      notify(`${T}.notifications.${removing ? 'day_removed' : 'day_saved'}`, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: CALENDAR_KEY });
      onClose();
    } catch (error) {
      const f = failureOf(error);
      setFailure(f);
      if (f.conflict) {
        // Reloaded; what was typed stays, and the next save is made on the version now shown.
        const fresh = await queryClient.fetchQuery({ queryKey: CALENDAR_KEY, queryFn: readCalendar, staleTime: 0 });
        setBase(fresh.days.find((d) => d.date === (removing ? state.day.date : date))?.version ?? 0);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <ChangeDialog
      name={state.mode === 'remove' ? 'remove-day' : 'day'}
      open
      title={title}
      change={change}
      failure={failure}
      saving={saving}
      canSave={removing || validDate}
      saveLabel={translate(`${T}.dialog.${removing ? 'remove' : 'save'}`)}
      onSave={() => void save()}
      onClose={onClose}
    >
      {removing ? (
        <Typography>{translate(`${T}.dialog.remove_text`)}</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextField
              required
              label={translate(`${T}.dialog.date`)}
              placeholder={translate(`${T}.dialog.date_format`)}
              value={date}
              disabled={state.mode === 'edit'}
              onChange={(e) => {
                setDate(e.target.value.trim());
                setFailure(null);
              }}
              error={Boolean(failure?.fields.date) || (date !== '' && !validDate)}
              helperText={
                failure?.fields.date ??
                (validDate
                  ? translate(`${T}.dialog.date_shown`, { weekday: translate(`${T}.weekdays.${weekdayOf(date)}`), date: format.date(date) })
                  : translate(`${T}.validation.date`))
              }
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { name: 'date', dir: 'ltr', inputMode: 'numeric', autoComplete: 'off' },
              }}
            />
            <TextField
              select
              label={translate(`${T}.dialog.working_time`)}
              value={workingTime}
              onChange={(e) => setWorkingTime(e.target.value as WorkingTime)}
              error={Boolean(failure?.fields.workingTime)}
              helperText={failure?.fields.workingTime}
              sx={{ minWidth: 220 }}
              slotProps={{ htmlInput: { name: 'workingTime' } }}
            >
              {WORKING_TIMES.map((t) => (
                <MenuItem key={t} value={t}>
                  {label(t)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {translate(`${T}.dialog.names`)}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
              {LOCALES.map((l: Locale) => (
                <TextField
                  key={l}
                  size="small"
                  label={translate(`${T}.dialog.name.${l}`)}
                  value={names[l]}
                  onChange={(e) => {
                    setNames((n) => ({ ...n, [l]: e.target.value }));
                    setNamesError(false);
                  }}
                  error={namesError || Boolean(failure?.fields[`name.${l}`])}
                  helperText={failure?.fields[`name.${l}`]}
                  slotProps={{ htmlInput: { ...languageInput(l), name: `name.${l}` } }}
                />
              ))}
            </Box>
            {namesError && (
              <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                {translate(`${T}.validation.names`)}
              </Alert>
            )}
          </Box>
        </Box>
      )}
    </ChangeDialog>
  );
}

/** The holidays and other exceptional days from today on. */
function DaysCard({ calendar, canManage, adding }: { calendar: WorkingCalendar; canManage: boolean; adding: boolean }) {
  const translate = useTranslate();
  const format = useCaseFormat();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const label = useWorkingTimeLabel();
  const [dialog, setDialog] = useState<DayDialogState>(null);
  // The permissions may arrive after the first render.
  useEffect(() => {
    if (adding && canManage) setDialog({ mode: 'add' });
  }, [adding, canManage]);
  const close = () => {
    setDialog(null);
    if (adding) navigate('/working-calendar');
  };
  return (
    <Card component="section" aria-labelledby="calendar-days-title">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 1 }}>
          <Typography id="calendar-days-title" component="h2" variant="h6">
            {translate(`${T}.days.title`)}
          </Typography>
          {canManage && (
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'add' })} data-action="add-day">
              {translate(`${T}.days.add`)}
            </Button>
          )}
        </Box>
        {calendar.days.length === 0 ? (
          <Alert severity="info">{translate(`${T}.days.empty`)}</Alert>
        ) : (
          <Table size="small" aria-labelledby="calendar-days-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.days.columns.date`)}</TableCell>
                <TableCell>{translate(`${T}.days.columns.weekday`)}</TableCell>
                <TableCell>{translate(`${T}.days.columns.workingTime`)}</TableCell>
                <TableCell>{translate(`${T}.days.columns.name`)}</TableCell>
                {canManage && <TableCell>{translate(`${T}.days.columns.actions`)}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {calendar.days.map((day) => {
                const dateText = format.date(day.date);
                return (
                  <TableRow key={day.date} data-day={day.date}>
                    <TableCell>
                      <time dateTime={day.date}>{dateText}</time>
                    </TableCell>
                    <TableCell>{translate(`${T}.weekdays.${weekdayOf(day.date)}`)}</TableCell>
                    <TableCell>{label(day.workingTime)}</TableCell>
                    <TableCell>{day.name ? (day.name[locale as Locale] ?? day.name.ckb) : '—'}</TableCell>
                    {canManage && (
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <IconButton
                          aria-label={translate(`${T}.days.edit`, { date: dateText })}
                          onClick={() => setDialog({ mode: 'edit', day })}
                          size="small"
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          aria-label={translate(`${T}.days.remove`, { date: dateText })}
                          onClick={() => setDialog({ mode: 'remove', day })}
                          size="small"
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {canManage && <DayDialog state={dialog} onClose={close} />}
    </Card>
  );
}

/**
 * The working calendar (issue 24 §2): every member of staff reads it; holders of
 * `reference.manage` change the week, the office hours and the exceptional days, each change at
 * the version shown and after a preview of the open applications' due times it moves.
 */
export function WorkingCalendarScreen({ adding = false }: { adding?: boolean }) {
  const translate = useTranslate();
  const canManage = useAllowed('reference.manage');
  const { data, error, isPending } = useCalendar();
  const body = useMemo(() => {
    if (isPending)
      return (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', p: 2 }}>
          <CircularProgress size={20} aria-hidden />
          {translate(`${T}.loading`)}
        </Box>
      );
    if (error || !data) return <Alert severity="error">{failureOf(error).message}</Alert>;
    return (
      <>
        <WeekCard calendar={data} canManage={canManage} />
        <DaysCard calendar={data} canManage={canManage} adding={adding} />
      </>
    );
  }, [isPending, error, data, canManage, adding, translate]);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={`${T}.title`} />
      <Typography component="h1" variant="h5" gutterBottom>
        {translate(`${T}.title`)}
      </Typography>
      <Typography sx={{ mb: 1 }}>{translate(`${T}.intro`)}</Typography>
      {!canManage && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${T}.read_only`)}
        </Alert>
      )}
      {body}
    </Box>
  );
}

/** `/working-calendar/create`: the screen with the "add a day" dialog open (Access Not Granted without `reference.manage`). */
export function WorkingCalendarAddDay() {
  return <WorkingCalendarScreen adding />;
}
