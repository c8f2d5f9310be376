import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_CALENDAR, WORKING_TIMES, withHolidays, type WorkingCalendar, type WorkingTime } from './calendar.js';
import {
  SERVICE_LEVELS,
  SERVICE_LEVEL_NAMES,
  dueTime,
  isPastDue,
  overdueCutoff,
  serviceLevelHours,
  wholeDayCalendar,
} from './service-levels.js';

/** A local (UTC+3) time written as in the region. */
const local = (text: string) => new Date(`${text}+03:00`);
/** Sunday to Thursday, 08:00 to 15:00, UTC+3: the default of spec §9. 2026-11-26 is a Thursday. */
const calendar = DEFAULT_CALENDAR;

describe('service levels: what they promise', () => {
  it('given the default calendar, then an answer is 24 working hours and processing two office windows (14 hours)', () => {
    expect(SERVICE_LEVELS.answer).toEqual({ kind: 'whole-day-hours', hours: 24 });
    expect(SERVICE_LEVELS.processing).toEqual({ kind: 'working-days', days: 2 });
    expect(SERVICE_LEVEL_NAMES).toEqual(['answer', 'processing']);
    expect(serviceLevelHours(calendar, 'answer')).toBe(24);
    expect(serviceLevelHours(calendar, 'processing')).toBe(14);
  });

  it('given a request at opening time on a working day, then the answer is not due after the processing', () => {
    // The reason answers count whole days: on 7-hour windows, 24 hours would be 3.4 working days.
    const since = local('2026-11-24T08:00:00');
    expect(dueTime(calendar, 'answer', since).getTime()).toBeLessThanOrEqual(dueTime(calendar, 'processing', since).getTime());
  });

  it('given the whole-day calendar, then working_hours days (week and exceptions) become full days and nothing else changes', () => {
    const cal = withHolidays(calendar, [
      ['2026-11-27', 'working_hours'],
      ['2026-11-29', 'off'],
      ['2026-11-28', 'full_day'],
    ]);
    const whole = wholeDayCalendar(cal);
    expect(whole.week).toEqual(['full_day', 'full_day', 'full_day', 'full_day', 'full_day', 'off', 'off']);
    expect([...whole.exceptions]).toEqual([
      ['2026-11-27', 'full_day'],
      ['2026-11-29', 'off'],
      ['2026-11-28', 'full_day'],
    ]);
    expect(whole.utcOffsetMinutes).toBe(180);
    expect(cal.week[0]).toBe('working_hours'); // the original is untouched
  });
});

describe('service levels: due times across a weekend', () => {
  it('given an e-mail on Thursday 14:00, when the answer falls due, then Friday and Saturday do not count and it is Sunday 14:00', () => {
    // Thursday 14:00 to midnight: 10 hours; Sunday from midnight: the other 14.
    expect(dueTime(calendar, 'answer', local('2026-11-26T14:00:00'))).toEqual(local('2026-11-29T14:00:00'));
  });

  it('given an application on Thursday 14:00, when processing falls due, then it is Monday 14:00', () => {
    // 1 hour on Thursday (to 15:00), 7 on Sunday, 6 on Monday.
    expect(dueTime(calendar, 'processing', local('2026-11-26T14:00:00'))).toEqual(local('2026-11-30T14:00:00'));
  });

  it('given an e-mail on Friday, when the answer falls due, then it is the end of Sunday (one whole working day)', () => {
    expect(dueTime(calendar, 'answer', local('2026-11-27T10:00:00'))).toEqual(local('2026-11-30T00:00:00'));
  });

  it('given an application on Saturday night, when processing falls due, then it counts from Sunday opening: Monday closing', () => {
    expect(dueTime(calendar, 'processing', local('2026-11-28T23:00:00'))).toEqual(local('2026-11-30T15:00:00'));
  });
});

describe('service levels: due times across a public holiday', () => {
  const holiday = withHolidays(calendar, [['2026-11-29', 'off']]); // the Sunday after

  it('given a holiday on Sunday, when an answer is owed from Thursday 14:00, then it falls due on Monday 14:00', () => {
    expect(dueTime(holiday, 'answer', local('2026-11-26T14:00:00'))).toEqual(local('2026-11-30T14:00:00'));
  });

  it('given a holiday on Sunday, when processing starts Thursday 14:00, then it falls due on Tuesday 14:00', () => {
    // 1 hour on Thursday, the holiday, 7 on Monday, 6 on Tuesday.
    expect(dueTime(holiday, 'processing', local('2026-11-26T14:00:00'))).toEqual(local('2026-12-01T14:00:00'));
  });

  it('given a holiday of several days, when processing starts on the eve, then the whole holiday is skipped', () => {
    const eid = withHolidays(calendar, [
      ['2026-11-29', 'off'],
      ['2026-11-30', 'off'],
      ['2026-12-01', 'off'],
    ]);
    expect(dueTime(eid, 'processing', local('2026-11-26T15:00:00'))).toEqual(local('2026-12-03T15:00:00'));
    expect(dueTime(eid, 'answer', local('2026-11-26T15:00:00'))).toEqual(local('2026-12-02T15:00:00'));
  });
});

describe('service levels: a Friday declared a working day (working_hours exception)', () => {
  const fridayWorked = withHolidays(calendar, [['2026-11-27', 'working_hours']]);

  it('given Friday is worked at office hours, when processing starts Thursday 14:00, then Friday counts 7 hours and it falls due on Sunday 14:00', () => {
    expect(dueTime(fridayWorked, 'processing', local('2026-11-26T14:00:00'))).toEqual(local('2026-11-29T14:00:00'));
  });

  it('given Friday is worked, when an answer is owed from Thursday 14:00, then Friday counts as a whole working day: Friday 14:00', () => {
    expect(dueTime(fridayWorked, 'answer', local('2026-11-26T14:00:00'))).toEqual(local('2026-11-27T14:00:00'));
  });
});

describe('service levels: full_day days', () => {
  const saturdayFull = withHolidays(calendar, [['2026-11-28', 'full_day']]);

  it('given a Saturday declared a full day, when an answer is owed from Friday, then the Saturday is the working day: due at its end', () => {
    expect(dueTime(saturdayFull, 'answer', local('2026-11-27T10:00:00'))).toEqual(local('2026-11-29T00:00:00'));
  });

  it('given a Saturday declared a full day, when processing starts Friday, then its 24 hours count from midnight', () => {
    // addWorkingDays counts two office windows (14 hours) of working time; a full day has 24.
    expect(dueTime(saturdayFull, 'processing', local('2026-11-27T10:00:00'))).toEqual(local('2026-11-28T14:00:00'));
  });

  it('given a week of full days, when an answer is owed, then it is exactly 24 hours later', () => {
    const always: WorkingCalendar = {
      ...calendar,
      week: ['full_day', 'full_day', 'full_day', 'full_day', 'full_day', 'full_day', 'full_day'],
    };
    expect(dueTime(always, 'answer', local('2026-11-27T10:30:00'))).toEqual(local('2026-11-28T10:30:00'));
  });
});

describe('service levels: overdue and the cutoff', () => {
  it('given a processing clock from Thursday 14:00, when checked at its due time and one millisecond later, then it is overdue only after', () => {
    const since = local('2026-11-26T14:00:00');
    expect(isPastDue(calendar, 'processing', since, local('2026-11-30T14:00:00'))).toBe(false);
    expect(isPastDue(calendar, 'processing', since, new Date(local('2026-11-30T14:00:00').getTime() + 1))).toBe(true);
  });

  it('given now is Monday 14:00, when the processing cutoff is computed, then it is Thursday 14:00', () => {
    expect(overdueCutoff(calendar, 'processing', local('2026-11-30T14:00:00'))).toEqual(local('2026-11-26T14:00:00'));
  });

  it('given now is Sunday 14:00, when the answer cutoff is computed, then it is Thursday 14:00', () => {
    expect(overdueCutoff(calendar, 'answer', local('2026-11-29T14:00:00'))).toEqual(local('2026-11-26T14:00:00'));
  });

  it('given now is just after Monday closing, when the processing cutoff is computed, then every start up to Sunday opening is overdue', () => {
    // Starts from Thursday 15:00 to Sunday 08:00 all fall due at Monday 15:00.
    const cutoff = overdueCutoff(calendar, 'processing', new Date(local('2026-11-30T15:00:00').getTime() + 1));
    expect(cutoff).toEqual(new Date(local('2026-11-29T08:00:00').getTime() + 1));
  });

  it('given a holiday, when the cutoff is computed, then it moves back past the holiday', () => {
    const holiday = withHolidays(calendar, [['2026-11-29', 'off']]);
    expect(overdueCutoff(holiday, 'processing', local('2026-12-01T14:00:00'))).toEqual(local('2026-11-26T14:00:00'));
  });

  it('property: a clock started at s is overdue at now exactly when s < overdueCutoff(now), for both levels', () => {
    const day = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-03-31T00:00:00Z'), noInvalidDate: true });
    const exceptions = fc.array(fc.tuple(day, fc.constantFrom<WorkingTime>(...WORKING_TIMES)), { maxLength: 25 });
    const week = fc
      .tuple(...Array.from({ length: 7 }, () => fc.constantFrom<WorkingTime>(...WORKING_TIMES)))
      .filter((w) => w.some((d) => d !== 'off'));
    const hours = fc.tuple(fc.integer({ min: 0, max: 22 * 60 }), fc.integer({ min: 15, max: 12 * 60 })).map(([opens, length]) => {
      const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      return { opens: hhmm(opens), closes: hhmm(Math.min(opens + length, 23 * 60 + 59)) };
    });
    const start = fc.date({ min: new Date('2026-01-10T00:00:00Z'), max: new Date('2026-03-01T00:00:00Z'), noInvalidDate: true });
    const after = fc.integer({ min: -2 * 86_400_000, max: 12 * 86_400_000 });
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(calendar.week), week),
        hours,
        exceptions,
        start,
        after,
        fc.constantFrom(...SERVICE_LEVEL_NAMES),
        (w, h, ex, s, delta, level) => {
          const cal = withHolidays(
            { ...calendar, week: w as WorkingCalendar['week'], ...h },
            ex.map(([d, t]) => [d.toISOString().slice(0, 10), t] as [string, WorkingTime]),
          );
          const now = new Date(s.getTime() + delta);
          const cutoff = overdueCutoff(cal, level, now);
          expect({ level, s, now, overdue: s.getTime() < cutoff.getTime() }).toEqual({
            level,
            s,
            now,
            overdue: now.getTime() > dueTime(cal, level, s).getTime(),
          });
          // The cutoff is tight: the millisecond before it is overdue, it is not.
          expect(now.getTime() > dueTime(cal, level, new Date(cutoff.getTime() - 1)).getTime()).toBe(true);
          expect(now.getTime() > dueTime(cal, level, cutoff).getTime()).toBe(false);
        },
      ),
      { numRuns: 400, seed: 20261126 },
    );
  });

  it('property: due times never go backwards as the start moves forward', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 5 * 86_400_000 }),
        fc.constantFrom(...SERVICE_LEVEL_NAMES),
        (s, delta, level) => {
          const cal = withHolidays(calendar, [
            ['2026-03-21', 'off'],
            ['2026-05-01', 'off'],
            ['2026-06-05', 'working_hours'],
          ]);
          expect(dueTime(cal, level, new Date(s.getTime() + delta)).getTime()).toBeGreaterThanOrEqual(dueTime(cal, level, s).getTime());
        },
      ),
      { numRuns: 500, seed: 20261127 },
    );
  });
});
