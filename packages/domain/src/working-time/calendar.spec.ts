import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_CALENDAR,
  addWorkingDays,
  addWorkingHours,
  dueTimeAsShown,
  isOverdue,
  withHolidays,
  workingHoursBetween,
  type WorkingCalendar,
} from './calendar.js';
import { dueTime } from './service-levels.js';

/** A local (UTC+3) time written as in the region. */
const local = (text: string) => new Date(`${text}+03:00`);
const calendar: WorkingCalendar = { ...DEFAULT_CALENDAR, opens: '08:00', closes: '16:00' };

describe('working calendar: adding working hours', () => {
  it('given Thursday 15:00, when 24 working hours are added, then the weekend is skipped and it falls due on Tuesday 15:00', () => {
    // 2026-11-26 is a Thursday: 1 h Thursday, 8 Sunday, 8 Monday, 7 Tuesday.
    expect(addWorkingHours(calendar, local('2026-11-26T15:00:00'), 24)).toEqual(local('2026-12-01T15:00:00'));
  });

  it('given a request on Friday night, when 2 hours are added, then they count from Sunday opening', () => {
    expect(addWorkingHours(calendar, local('2026-11-27T22:30:00'), 2)).toEqual(local('2026-11-29T10:00:00'));
  });

  it('given a public holiday on Sunday, when hours are added on Thursday, then Sunday does not count', () => {
    const withHoliday = withHolidays(calendar, [['2026-11-29', 'off']]);
    expect(addWorkingHours(withHoliday, local('2026-11-26T15:00:00'), 9)).toEqual(local('2026-11-30T16:00:00'));
  });

  it('given a full working day as an exception, when hours are added, then all 24 of its hours count', () => {
    const saturdayWorked = withHolidays(calendar, [['2026-11-28', 'full_day']]);
    expect(addWorkingHours(saturdayWorked, local('2026-11-27T12:00:00'), 5)).toEqual(local('2026-11-28T05:00:00'));
  });

  it('given working days, when two are added, then they are two windows long', () => {
    expect(addWorkingDays(calendar, local('2026-11-24T09:00:00'), 2)).toEqual(local('2026-11-26T09:00:00'));
  });

  it('given the default calendar (Sunday-Thursday 08:00-15:00), when two working days are added on Thursday afternoon, then the weekend is skipped', () => {
    // 1 hour on Thursday, 7 on Sunday, 6 on Monday.
    expect(addWorkingDays(DEFAULT_CALENDAR, local('2026-11-26T14:00:00'), 2)).toEqual(local('2026-11-30T14:00:00'));
  });

  it('given the default calendar and a public holiday on the Sunday, when two working days are added on Thursday afternoon, then the holiday is skipped too', () => {
    const holiday = withHolidays(DEFAULT_CALENDAR, [['2026-11-29', 'off']]);
    expect(addWorkingDays(holiday, local('2026-11-26T14:00:00'), 2)).toEqual(local('2026-12-01T14:00:00'));
    expect(isOverdue(holiday, local('2026-11-26T14:00:00'), 14, local('2026-11-30T14:00:01'))).toBe(false);
  });

  it('given a calendar with no working day, when hours are added, then it says so instead of looping', () => {
    const never: WorkingCalendar = { ...calendar, week: ['off', 'off', 'off', 'off', 'off', 'off', 'off'] };
    expect(() => addWorkingHours(never, local('2026-11-24T09:00:00'), 1)).toThrow(/no working time/);
    expect(() => addWorkingHours(calendar, local('2026-11-24T09:00:00'), -1)).toThrow(RangeError);
  });
});

describe('working calendar: measuring and overdue', () => {
  it('given two instants, when measured, then only working time counts', () => {
    expect(workingHoursBetween(calendar, local('2026-11-26T15:00:00'), local('2026-11-29T10:00:00'))).toBe(3);
    expect(workingHoursBetween(calendar, local('2026-11-29T10:00:00'), local('2026-11-26T15:00:00'))).toBe(0);
  });

  it('given a promise of 24 working hours, when checked, then it is overdue only after its due time', () => {
    const made = local('2026-11-26T15:00:00');
    expect(isOverdue(calendar, made, 24, local('2026-12-01T15:00:00'))).toBe(false);
    expect(isOverdue(calendar, made, 24, local('2026-12-01T15:01:00'))).toBe(true);
  });

  it('property: the working hours between a start and the due time of h hours are h', () => {
    const start = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true });
    const minutes = fc.integer({ min: 1, max: 60 * 200 });
    const holidays = fc.array(
      fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2028-06-30T00:00:00Z'), noInvalidDate: true }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(start, minutes, holidays, (from, m, days) => {
        const cal = withHolidays(
          calendar,
          days.map((d) => [d.toISOString().slice(0, 10), 'off'] as [string, 'off']),
        );
        const due = addWorkingHours(cal, from, m / 60);
        expect(Math.round(workingHoursBetween(cal, from, due) * 60)).toBe(m);
        // And one minute earlier, the promise was not yet kept.
        expect(Math.round(workingHoursBetween(cal, from, new Date(due.getTime() - 60_000)) * 60)).toBe(m - 1);
      }),
      { numRuns: 500, seed: 20261123 },
    );
  });
});

describe('working calendar: a due time as it is shown (issue 34 §3)', () => {
  // The default calendar: Sunday to Thursday, 08:00 to 15:00. 2026-11-30 is a Monday.
  const shown = (text: string, cal: WorkingCalendar = DEFAULT_CALENDAR) => dueTimeAsShown(cal, local(text));

  it('given an answer due at 01:10 on a working day, when shown, then it is that day at closing time', () => {
    expect(shown('2026-11-30T01:10:00')).toEqual(local('2026-11-30T15:00:00'));
  });

  it('given a due time within the working window (its ends included), when shown, then it is unchanged', () => {
    expect(shown('2026-11-30T10:20:00')).toEqual(local('2026-11-30T10:20:00'));
    expect(shown('2026-11-30T08:00:00')).toEqual(local('2026-11-30T08:00:00'));
    expect(shown('2026-11-30T15:00:00')).toEqual(local('2026-11-30T15:00:00'));
  });

  it('given a due time after closing, when shown, then it is the close of the same working day', () => {
    expect(shown('2026-11-30T21:45:00')).toEqual(local('2026-11-30T15:00:00'));
  });

  it('given midnight at the end of Thursday, when shown, then it belongs to Thursday, not to the Friday off', () => {
    expect(shown('2026-11-27T00:00:00')).toEqual(local('2026-11-26T15:00:00'));
  });

  it('given a time on a public holiday or the weekend, when shown, then it is the close of the last working day before', () => {
    const holiday = withHolidays(DEFAULT_CALENDAR, [['2026-11-29', 'off']]);
    expect(shown('2026-11-29T10:00:00', holiday)).toEqual(local('2026-11-26T15:00:00'));
    expect(shown('2026-11-28T11:00:00')).toEqual(local('2026-11-26T15:00:00'));
  });

  it('given a full working day as an exception, when a time at night on it is shown, then it is unchanged (all its hours count)', () => {
    const saturdayWorked = withHolidays(DEFAULT_CALENDAR, [['2026-11-28', 'full_day']]);
    expect(shown('2026-11-28T03:00:00', saturdayWorked)).toEqual(local('2026-11-28T03:00:00'));
  });

  it('given other office hours, when shown, then their close is used', () => {
    expect(shown('2026-11-30T06:00:00', calendar)).toEqual(local('2026-11-30T16:00:00'));
  });

  it('property: every answer due time, once shown, falls on a working day between opening and closing, on the due day or before', () => {
    const start = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true });
    const holidays = fc.array(fc.integer({ min: 0, max: 800 }), { maxLength: 20 });
    fc.assert(
      fc.property(start, holidays, (since, offsets) => {
        const days = offsets.map((n) => [new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10), 'off'] as [string, 'off']);
        const cal = withHolidays(DEFAULT_CALENDAR, days);
        const due = dueTime(cal, 'answer', since);
        const at = dueTimeAsShown(cal, due);
        const clock = new Date(at.getTime() + 180 * 60_000);
        const minutes = clock.getUTCHours() * 60 + clock.getUTCMinutes();
        expect(minutes).toBeGreaterThanOrEqual(8 * 60);
        expect(minutes).toBeLessThanOrEqual(15 * 60);
        expect(cal.exceptions.get(clock.toISOString().slice(0, 10))).toBeUndefined();
        expect([5, 6]).not.toContain(clock.getUTCDay());
        // Never a later calendar day than the exact due time (whose midnight ends the day before).
        const dueDay = new Date(due.getTime() + 180 * 60_000 - 1).toISOString().slice(0, 10);
        expect(clock.toISOString().slice(0, 10) <= dueDay).toBe(true);
      }),
      { numRuns: 300, seed: 20261202 },
    );
  });
});
