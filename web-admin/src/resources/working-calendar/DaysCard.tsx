import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import { useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCaseFormat } from '../applications/case-format';
import type { Locale } from '../types';
import { weekdayOf, type WorkingCalendar } from './calendar-api';
import { T, useWorkingTimeLabel } from './calendar-state';
import { DayDialog, type DayDialogState } from './DayDialog';

/** The holidays and other exceptional days from today on. */
export function DaysCard({ calendar, canManage, adding }: { calendar: WorkingCalendar; canManage: boolean; adding: boolean }) {
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
