import { useMemo } from 'react';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useAllowed } from '../admin-ui';
import { failureOf, T, useCalendar } from './calendar-state';
import { DaysCard } from './DaysCard';
import { WeekCard } from './WeekCard';

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
