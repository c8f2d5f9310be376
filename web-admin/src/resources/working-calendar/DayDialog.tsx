import { useEffect, useState } from 'react';
import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { languageInput } from '../admin-ui';
import { useCaseFormat } from '../applications/case-format';
import { LOCALES, type Locale } from '../types';
import {
  isCalendarDate,
  readCalendar,
  removeDay,
  saveDay,
  weekdayOf,
  WORKING_TIMES,
  type CalendarDay,
  type DayNames,
  type ProposedChange,
  type WorkingTime,
} from './calendar-api';
import { CALENDAR_KEY, EMPTY_NAMES, failureOf, T, useWorkingTimeLabel, type SaveFailure } from './calendar-state';
import { ChangeDialog } from './ChangeDialog';
import { typedDigits } from '#src/components/typed-digits';

export type DayDialogState = { mode: 'add' } | { mode: 'edit'; day: CalendarDay } | { mode: 'remove'; day: CalendarDay } | null;

/** Adding, changing or removing a day, each with the preview of the due times it moves. */
export function DayDialog({ state, onClose }: { state: DayDialogState; onClose: () => void }) {
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
                // Arabic-Indic digits as a Kurdish or Arabic keyboard types them: the day is the same day.
                setDate(typedDigits(e.target.value));
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
