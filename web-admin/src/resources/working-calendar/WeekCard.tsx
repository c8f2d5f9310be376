import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useCaseFormat } from '../applications/case-format';
import { readCalendar, saveWeek, WORKING_TIMES, type WorkingCalendar, type WorkingTime } from './calendar-api';
import { CALENDAR_KEY, failureOf, T, useWorkingTimeLabel, type SaveFailure } from './calendar-state';
import { ChangeDialog } from './ChangeDialog';

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

/** The week (Sunday to Saturday) and the office hours; administrators change them after a preview. */
export function WeekCard({ calendar, canManage }: { calendar: WorkingCalendar; canManage: boolean }) {
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
