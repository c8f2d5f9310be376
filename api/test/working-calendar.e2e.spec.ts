import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from './support/test-app.js';
import { applicantToken, staffToken, write } from './support/http.js';
import { WorkingCalendarSource } from '../src/modules/working-time/working-calendar.source.js';
import { dueTime, overdueCutoff } from '@registry/domain/working-time/service-levels';

const URL = '/api/v1/working-calendar';
/** A local (UTC+3) time written as in the region. 2030-01-03 is a Thursday, 2030-01-06 the Sunday after. */
const local = (text: string) => new Date(`${text}+03:00`);
const DEFAULT_WEEK = ['working_hours', 'working_hours', 'working_hours', 'working_hours', 'working_hours', 'off', 'off'];
const HOLIDAY = '2030-01-06';
const holidayName = { ckb: 'پشووی تاقیکردنەوە', en: 'Test holiday', ar: 'عطلة تجريبية', kmr: 'Betlaneya ceribandinê' };

let t: TestApp;
let admin: string;
let adminId: string;
let reviewer: string;
let source: WorkingCalendarSource;
beforeAll(async () => {
  t = await startTestApp();
  ({ token: admin, userId: adminId } = await staffToken(t, ['system_admin']));
  ({ token: reviewer } = await staffToken(t, ['reviewer']));
  source = t.app.get(WorkingCalendarSource);
});
afterAll(() => t.close());

type ErrorObject = { code: string; title: string; source?: { pointer?: string; parameter?: string }; meta?: { field?: string } };
const fieldsOf = (body: { errors: ErrorObject[] }) => body.errors.map((e) => e.meta?.field).sort();

async function securityLog(event: string): Promise<Array<{ actor: string; subject: string; details: Record<string, unknown> }>> {
  const { rows } = await t.db.owner.query('SELECT actor, subject, details FROM security_log WHERE event = $1 ORDER BY id', [event]);
  return rows;
}

describe('working calendar: reading (public)', () => {
  it('given a fresh registry, when anyone reads the calendar, then it is Sunday-Thursday 08:00-15:00 UTC+3 with the service levels in working hours', async () => {
    const res = await t.http.get(URL).expect(200);
    expect(res.headers['content-type']).toMatch(/application\/vnd\.api\+json/);
    expect(res.body.data).toEqual({
      type: 'working-calendars',
      id: 'current',
      attributes: {
        utcOffsetMinutes: 180,
        week: DEFAULT_WEEK,
        opens: '08:00',
        closes: '15:00',
        version: 1,
        updatedAt: expect.any(String),
        days: [],
        serviceLevels: {
          answer: { workingHours: 24, counting: 'whole-days' },
          processing: { workingDays: 2, workingHours: 14, counting: 'office-hours' },
        },
      },
      links: { self: URL },
    });
  });

  it('given an unknown query parameter or a bad `from`, when read, then 422 names it', async () => {
    const bad = await t.http.get(`${URL}?from=2026-02-30`).set('Accept-Language', 'en').expect(422);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({ code: 'validation.date', source: { parameter: 'from' }, title: 'From: not a valid date' }),
    ]);
    await t.http.get(`${URL}?page=1`).expect(422);
    await t.http.get(`${URL}?locale=en`).expect(200);
  });
});

describe('working calendar: public holidays', () => {
  it('given a holiday declared on a Sunday, then the calendar lists it, the source reflects it and the due time moves past it; removing it moves it back', async () => {
    const since = local('2030-01-03T14:00:00');
    const before = await source.current();
    expect(dueTime(before, 'processing', since)).toEqual(local('2030-01-07T14:00:00'));
    expect(dueTime(before, 'answer', since)).toEqual(local('2030-01-06T14:00:00'));

    const declared = await write(t.http.put(`${URL}/days/${HOLIDAY}`), { token: admin })
      .send({ workingTime: 'off', name: holidayName })
      .expect(200);
    expect(declared.body.data).toEqual({
      type: 'working-calendar-days',
      id: HOLIDAY,
      attributes: { date: HOLIDAY, workingTime: 'off', name: holidayName, version: 1, updatedAt: expect.any(String) },
      links: { self: `${URL}/days/${HOLIDAY}` },
    });
    const read = (await t.http.get(URL).expect(200)).body.data.attributes;
    expect(read.days).toEqual([{ date: HOLIDAY, workingTime: 'off', name: holidayName, version: 1 }]);

    // Changed through this process: seen at once, not after the cache expires.
    const after = await source.current();
    expect(after.exceptions.get(HOLIDAY)).toBe('off');
    expect(dueTime(after, 'processing', since)).toEqual(local('2030-01-08T14:00:00'));
    expect(dueTime(after, 'answer', since)).toEqual(local('2030-01-07T14:00:00'));
    expect(overdueCutoff(after, 'processing', local('2030-01-08T14:00:00'))).toEqual(since);

    const logged = await securityLog('working-calendar.day-set');
    expect(logged.at(-1)).toEqual({
      actor: `staff:${adminId}`,
      subject: `working-calendar:${HOLIDAY}`,
      // No application is open here: the change moves none (issue 35 §3).
      details: { date: HOLIDAY, before: null, after: { workingTime: 'off', name: holidayName }, movedApplications: 0 },
    });

    await write(t.http.delete(`${URL}/days/${HOLIDAY}`), { token: admin }).expect(204);
    expect((await source.current()).exceptions.has(HOLIDAY)).toBe(false);
    expect(dueTime(await source.current(), 'processing', since)).toEqual(local('2030-01-07T14:00:00'));
    expect((await t.http.get(URL).expect(200)).body.data.attributes.days).toEqual([]);
    expect((await securityLog('working-calendar.day-removed')).at(-1)).toMatchObject({
      actor: `staff:${adminId}`,
      details: { date: HOLIDAY, before: { workingTime: 'off' } },
    });
    // Nothing left to remove.
    await write(t.http.delete(`${URL}/days/${HOLIDAY}`), { token: admin }).expect(404);
  });

  it('given a Friday declared a working day without a name, then it counts at office hours', async () => {
    const friday = '2030-01-04';
    await write(t.http.put(`${URL}/days/${friday}`), { token: admin })
      .send({ workingTime: 'working_hours' })
      .expect(200);
    const cal = await source.current();
    expect(cal.exceptions.get(friday)).toBe('working_hours');
    expect(dueTime(cal, 'processing', local('2030-01-03T14:00:00'))).toEqual(local('2030-01-06T14:00:00'));
    // Changing it to a named holiday replaces it.
    const changed = await write(t.http.put(`${URL}/days/${friday}`), { token: admin })
      .send({ workingTime: 'off', name: holidayName })
      .expect(200);
    expect(changed.body.data.attributes).toMatchObject({ workingTime: 'off', name: holidayName });
    expect((await securityLog('working-calendar.day-set')).at(-1)!.details).toMatchObject({
      before: { workingTime: 'working_hours', name: null },
      after: { workingTime: 'off' },
    });
    await write(t.http.delete(`${URL}/days/${friday}`), { token: admin }).expect(204);
  });

  it('given a past holiday, then it is listed only when asked `from` before it, and still counts for old clocks', async () => {
    await write(t.http.put(`${URL}/days/2020-03-22`), { token: admin })
      .send({ workingTime: 'off' })
      .expect(200);
    expect((await t.http.get(URL).expect(200)).body.data.attributes.days).toEqual([]);
    expect((await t.http.get(`${URL}?from=2020-01-01`).expect(200)).body.data.attributes.days).toEqual([
      { date: '2020-03-22', workingTime: 'off', name: null, version: 1 },
    ]);
    expect((await source.current()).exceptions.get('2020-03-22')).toBe('off');
  });

  it('given the same key, when a day is declared twice, then the first answer is replayed', async () => {
    const key = randomUUID();
    const first = await write(t.http.put(`${URL}/days/2031-03-21`), { token: admin, idempotencyKey: key })
      .send({ workingTime: 'off' })
      .expect(200);
    const again = await write(t.http.put(`${URL}/days/2031-03-21`), { token: admin, idempotencyKey: key })
      .send({ workingTime: 'off' })
      .expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    await write(t.http.put(`${URL}/days/2031-03-21`), { token: admin, idempotencyKey: null })
      .send({ workingTime: 'off' })
      .expect(422);
  });
});

describe('working calendar: the cache of the source', () => {
  it('given a change made by another process (straight in the database), then it is seen once the cache expires or is dropped', async () => {
    source.invalidate();
    const cached = await source.current();
    expect(await source.current()).toBe(cached);
    await t.db.owner.query(`INSERT INTO working_calendar_days (day, working_time, updated_by) VALUES ('2032-01-01', 'off', 'elsewhere')`);
    expect((await source.current()).exceptions.has('2032-01-01')).toBe(false);
    source.invalidate();
    expect((await source.current()).exceptions.get('2032-01-01')).toBe('off');
    await t.db.owner.query(`DELETE FROM working_calendar_days WHERE day = '2032-01-01'`);
    source.invalidate();
  });
});

describe('working calendar: refused input (422, naming the field)', () => {
  it('given bad week, times and version, then every field is named in the reader’s language', async () => {
    const res = await write(t.http.put(URL), { token: admin })
      .set('Accept-Language', 'en')
      .send({ version: 'one', week: ['off'], opens: '8am', closes: '24:00' })
      .expect(422);
    expect(fieldsOf(res.body)).toEqual(['closes', 'opens', 'version', 'week']);
    const titles = Object.fromEntries(res.body.errors.map((e: ErrorObject) => [e.meta!.field, e.title]));
    expect(titles).toEqual({
      version: 'Version: must be an integer',
      week: 'Working week: must list the seven days, Sunday to Saturday',
      opens: 'Opening time: must be a time of day, HH:MM (00:00 to 23:59)',
      closes: 'Closing time: must be a time of day, HH:MM (00:00 to 23:59)',
    });
    expect(res.body.errors.find((e: ErrorObject) => e.meta!.field === 'week').source).toEqual({ pointer: '/week' });
  });

  it('given closing before opening, a day not in the enum, a week with no working day or an unknown field, then 422', async () => {
    const ckb = await write(t.http.put(URL), { token: admin })
      .send({ version: 1, week: DEFAULT_WEEK, opens: '15:00', closes: '08:00' })
      .expect(422);
    expect(ckb.body.errors).toEqual([
      expect.objectContaining({ code: 'working-calendar.closes-after-opens', title: 'کاتی داخستن: دەبێت دوای کاتی کردنەوە بێت' }),
    ]);
    const same = await write(t.http.put(URL), { token: admin })
      .send({ version: 1, week: DEFAULT_WEEK, opens: '08:00', closes: '08:00' })
      .expect(422);
    expect(same.body.errors[0].code).toBe('working-calendar.closes-after-opens');

    const holiday = await write(t.http.put(URL), { token: admin })
      .set('Accept-Language', 'ar')
      .send({ version: 1, week: [...DEFAULT_WEEK.slice(0, 6), 'holiday'], opens: '08:00', closes: '15:00' })
      .expect(422);
    expect(holiday.body.errors).toEqual([
      expect.objectContaining({ code: 'validation.one-of', meta: expect.objectContaining({ field: 'week' }) }),
    ]);
    expect(holiday.body.errors[0].title).toMatch(/^أسبوع العمل: /);

    const never = await write(t.http.put(URL), { token: admin })
      .set('Accept-Language', 'kmr')
      .send({ version: 1, week: Array(7).fill('off'), opens: '08:00', closes: '15:00' })
      .expect(422);
    expect(never.body.errors).toEqual([
      expect.objectContaining({ code: 'working-calendar.week-without-working-day', title: 'Hefteya kar: divê herî kêm rojek roja kar be' }),
    ]);

    const eight = await write(t.http.put(URL), { token: admin })
      .send({ version: 1, week: [...DEFAULT_WEEK, 'off'], opens: '08:00', closes: '15:00' })
      .expect(422);
    expect(eight.body.errors[0].code).toBe('working-calendar.week-length');

    const unknown = await write(t.http.put(URL), { token: admin })
      .send({ version: 1, week: DEFAULT_WEEK, opens: '08:00', closes: '15:00', utcOffsetMinutes: 0 })
      .expect(422);
    expect(unknown.body.errors).toEqual([
      expect.objectContaining({ code: 'validation.unknown-field', meta: expect.objectContaining({ field: 'utcOffsetMinutes' }) }),
    ]);

    const missing = await write(t.http.put(URL), { token: admin }).send({}).expect(422);
    expect(fieldsOf(missing.body)).toEqual(['closes', 'opens', 'version', 'week']);
    expect(missing.body.errors.every((e: ErrorObject) => e.code === 'validation.required')).toBe(true);

    // Nothing was changed by any of them.
    expect((await t.http.get(URL).expect(200)).body.data.attributes).toMatchObject({
      version: 1,
      week: DEFAULT_WEEK,
      opens: '08:00',
      closes: '15:00',
    });
  });

  it('given a date that does not exist, then a day is refused with 422 on `date`', async () => {
    for (const date of ['2026-02-30', '2026-13-01', 'tomorrow', '2026-1-1', '1800-01-01']) {
      const res = await write(t.http.put(`${URL}/days/${date}`), { token: admin })
        .set('Accept-Language', 'en')
        .send({ workingTime: 'off' })
        .expect(422);
      expect(res.body.errors).toEqual([
        expect.objectContaining({
          code: 'validation.date',
          title: 'Date: not a valid date',
          meta: expect.objectContaining({ field: 'date' }),
        }),
      ]);
      await write(t.http.delete(`${URL}/days/${date}`), { token: admin }).expect(422);
    }
    // 2028 is a leap year.
    await write(t.http.put(`${URL}/days/2028-02-29`), { token: admin })
      .send({ workingTime: 'full_day' })
      .expect(200);
  });

  it('given a bad working time or a partial name, then 422 names each field', async () => {
    const res = await write(t.http.put(`${URL}/days/2030-02-03`), { token: admin })
      .set('Accept-Language', 'en')
      .send({ workingTime: 'holiday', name: { en: 'Half', ckb: '' } })
      .expect(422);
    expect(fieldsOf(res.body)).toEqual(['name.ar', 'name.ckb', 'name.kmr', 'workingTime']);
    expect(res.body.errors.find((e: ErrorObject) => e.meta!.field === 'workingTime').title).toBe(
      'Working time: must be one of: off, full_day, working_hours',
    );
    expect(res.body.errors.find((e: ErrorObject) => e.meta!.field === 'name.ar').title).toBe('Name (Arabic): required');
    const notObject = await write(t.http.put(`${URL}/days/2030-02-03`), { token: admin })
      .send({ workingTime: 'off', name: 'Newroz' })
      .expect(422);
    expect(fieldsOf(notObject.body)).toEqual(['name']);
    await write(t.http.put(`${URL}/days/2030-02-03`), { token: admin })
      .send({ workingTime: 'off', name: { ...holidayName, kmr: 'x'.repeat(201) } })
      .expect(422);
  });
});

describe('working calendar: changing the week (reference managers)', () => {
  it('given the current version, when the week and hours change, then the version moves on, the source reflects it, and a stale version is a 409', async () => {
    const thursdayOff = [...DEFAULT_WEEK.slice(0, 4), 'off', 'off', 'off'];
    const saved = await write(t.http.put(URL), { token: admin })
      .send({ version: 1, week: thursdayOff, opens: '08:30', closes: '16:00' })
      .expect(200);
    expect(saved.body.data.attributes).toMatchObject({
      version: 2,
      week: thursdayOff,
      opens: '08:30',
      closes: '16:00',
      serviceLevels: { processing: { workingHours: 15 } },
    });
    const cal = await source.current();
    expect(cal).toMatchObject({ week: thursdayOff, opens: '08:30', closes: '16:00' });
    // Wednesday 15:00: 1 hour, then Sunday 7.5, Monday 6.5 (Thursday is now off).
    expect(dueTime(cal, 'processing', local('2030-01-02T15:00:00'))).toEqual(local('2030-01-07T15:00:00'));

    const stale = await write(t.http.put(URL), { token: admin })
      .set('Accept-Language', 'en')
      .send({ version: 1, week: DEFAULT_WEEK, opens: '08:00', closes: '15:00' })
      .expect(409);
    expect(stale.body.errors[0]).toMatchObject({ code: 'stale-version', meta: { currentVersion: 2 } });
    expect((await t.http.get(URL).expect(200)).body.data.attributes).toMatchObject({ version: 2, week: thursdayOff });

    expect((await securityLog('working-calendar.updated')).at(-1)).toEqual({
      actor: `staff:${adminId}`,
      subject: 'working-calendar',
      details: {
        version: 2,
        before: { week: DEFAULT_WEEK, opens: '08:00', closes: '15:00' },
        after: { week: thursdayOff, opens: '08:30', closes: '16:00' },
        movedApplications: 0,
      },
    });

    // The same values again: no new version, nothing logged.
    const count = (await securityLog('working-calendar.updated')).length;
    await write(t.http.put(URL), { token: admin }).send({ version: 2, week: thursdayOff, opens: '08:30', closes: '16:00' }).expect(200);
    expect((await t.http.get(URL).expect(200)).body.data.attributes.version).toBe(2);
    expect(await securityLog('working-calendar.updated')).toHaveLength(count);

    await write(t.http.put(URL), { token: admin }).send({ version: 2, week: DEFAULT_WEEK, opens: '08:00', closes: '15:00' }).expect(200);
  });
});

describe('working calendar: who may change it', () => {
  it('given a member of staff without reference.manage or an applicant, then 403; given no session, then 401', async () => {
    const body = { version: 1, week: DEFAULT_WEEK, opens: '08:00', closes: '15:00' };
    const { token: applicant } = await applicantToken(t);
    await write(t.http.put(`${URL}/days/${HOLIDAY}`), { token: applicant })
      .send({ workingTime: 'off' })
      .expect(403);
    await write(t.http.put(URL), { token: reviewer }).send(body).expect(403);
    await write(t.http.put(`${URL}/days/${HOLIDAY}`), { token: reviewer })
      .send({ workingTime: 'off' })
      .expect(403);
    await write(t.http.delete(`${URL}/days/${HOLIDAY}`), { token: reviewer }).expect(403);
    await write(t.http.put(URL)).send(body).expect(401);
    await write(t.http.put(`${URL}/days/${HOLIDAY}`))
      .send({ workingTime: 'off' })
      .expect(401);
    expect((await source.current()).exceptions.has(HOLIDAY)).toBe(false);
  });
});
