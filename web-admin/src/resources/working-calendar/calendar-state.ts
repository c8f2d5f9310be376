/** What the working calendar's screen, cards and dialogs share: messages, the query, save failures. */
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { apiErrorsOf } from '../admin-commands';
import { readCalendar, type DayNames, type WorkingTime } from './calendar-api';

export const T = 'resources.working-calendar';
export const CALENDAR_KEY = ['working-calendar'];
export const EMPTY_NAMES: DayNames = { ckb: '', en: '', ar: '', kmr: '' };

/** A failed save: a stale version (409) or the API's refusals by field (422), else its message. */
export interface SaveFailure {
  conflict: boolean;
  fields: Record<string, string>;
  message?: string;
}

export function failureOf(error: unknown): SaveFailure {
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
export function useCalendar() {
  return useQuery({ queryKey: CALENDAR_KEY, queryFn: readCalendar, refetchOnWindowFocus: false, staleTime: Infinity });
}

export function useWorkingTimeLabel() {
  const translate = useTranslate();
  return (time: WorkingTime) => translate(`${T}.working_times.${time}`);
}
