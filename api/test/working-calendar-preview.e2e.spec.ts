import { randomUUID } from 'node:crypto';
import { applicantToken, staffToken, write } from './support/http.js';
import { seedCivilRegistry, tradeNamePayload } from './support/applications.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { eventually } from './support/eventually.js';
import { WorkingCalendarSource } from '../src/modules/working-time/working-calendar.source.js';
import { withHolidays } from '@registry/domain/working-time/calendar';
import { dueTime } from '@registry/domain/working-time/service-levels';

/**
 * The back office's calendar screen (issue 24 §2): the preview of which open applications' due
 * times a calendar change moves, computed before saving, and the same move in the read model's
 * lists once the change is saved at the day's version.
 */
let t: TestApp;
let admin: string;
let reviewer: string;
let application: string;
const PREVIEW = '/api/admin/working-calendar/preview';
const DAYS = '/api/v1/working-calendar/days';

type Move = {
  id: string;
  kind: string;
  reference: string | null;
  name: string | null;
  status: string;
  level: string;
  currentDueAt: string;
  newDueAt: string;
};
type ErrorObject = { code: string; title: string; meta?: { field?: string } };

const preview = (body: object, token = admin) => write(t.http.post(PREVIEW), { token }).set('Accept-Language', 'en').send(body);
const queueRow = async (id: string) =>
  (await t.http.get(`/api/admin/trade-names?id=${id}`).set('Authorization', `Bearer ${admin}`).expect(200)).body[0] as {
    dueAt: string;
    answerDueAt: string | null;
    reference: string;
  };
const securityLog = async (event: string) =>
  (
    await t.db.owner.query<{ subject: string; details: Record<string, unknown> }>(
      'SELECT subject, details FROM security_log WHERE event = $1 ORDER BY id',
      [event],
    )
  ).rows;
/** The day (YYYY-MM-DD) an instant falls on in Asia/Baghdad (UTC+3 all year). */
const baghdadDay = (iso: string) => new Date(new Date(iso).getTime() + 3 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  await seedCivilRegistry(t);
  ({ token: admin } = await staffToken(t, ['system_admin']));
  ({ token: reviewer } = await staffToken(t, ['reviewer']));
  const applicant = await applicantToken(t, `calendar-preview-${randomUUID()}@example.org`);
  const res = await write(t.http.post('/api/v1/trade_names'), { token: applicant.token })
    .send(await tradeNamePayload(t, applicant.token, 'چیای سەوزی پێشبینی'))
    .expect(201);
  application = res.body.data.id;
  await eventually(
    () => t.http.get(`/api/admin/trade-names?id=${application}`).set('Authorization', `Bearer ${admin}`),
    (r) => r.body.length === 1 && Boolean(r.body[0].dueAt),
    'the application in the queue with a due time',
  );
}, 90_000);
afterAll(() => t.close());

describe('working calendar preview', () => {
  it('given an open application, when a holiday on its due day is previewed, then its due time moves as the domain computes it, and after saving the queue shows the new due time', async () => {
    const before = await queueRow(application);
    const holiday = baghdadDay(before.dueAt);

    const res = await preview({ days: [{ date: holiday, workingTime: 'off' }] }).expect(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body.openApplications).toBeGreaterThanOrEqual(1);
    const move = (res.body.moves as Move[]).find((m) => m.id === application && m.level === 'processing');
    const { rows } = await t.db.owner.query<{ processing_since: Date }>(
      'SELECT processing_since FROM rm_applications WHERE stream_id = $1',
      [application],
    );
    const expected = dueTime(
      withHolidays(await t.app.get(WorkingCalendarSource).current(), [[holiday, 'off']]),
      'processing',
      rows[0]!.processing_since,
    );
    expect(move).toEqual({
      id: application,
      kind: 'trade-name',
      reference: before.reference,
      name: 'چیای سەوزی پێشبینی',
      status: 'submitted',
      level: 'processing',
      currentDueAt: before.dueAt,
      newDueAt: expected.toISOString(),
    });
    expect(Date.parse(move!.newDueAt)).toBeGreaterThan(Date.parse(before.dueAt));
    expect(baghdadDay(move!.newDueAt)).not.toBe(holiday);
    // Nothing is saved by a preview.
    expect((await queueRow(application)).dueAt).toBe(before.dueAt);

    // A day with no exception yet is added at version 0.
    const saved = await write(t.http.put(`${DAYS}/${holiday}`), { token: admin })
      .send({ workingTime: 'off', version: 0 })
      .expect(200);
    expect(saved.body.data.attributes).toMatchObject({ workingTime: 'off', version: 1 });
    expect((await queueRow(application)).dueAt).toBe(move!.newDueAt);
    // The security log says how many open applications the saved change moved, as the preview counted them (issue 35 §3).
    const movedIds = (moves: Move[]) => new Set(moves.map((m) => m.id)).size;
    expect(movedIds(res.body.moves)).toBeGreaterThanOrEqual(1);
    expect((await securityLog('working-calendar.day-set')).at(-1)).toMatchObject({
      subject: `working-calendar:${holiday}`,
      details: { movedApplications: movedIds(res.body.moves) },
    });
    // Previewing the calendar as saved moves nothing; previewing the holiday's removal moves it back.
    expect(
      ((await preview({ days: [{ date: holiday, workingTime: 'off' }] }).expect(200)).body.moves as Move[]).filter(
        (m) => m.id === application,
      ),
    ).toEqual([]);
    const backMoves = (await preview({ removeDays: [holiday] }).expect(200)).body.moves as Move[];
    const back = backMoves.find((m) => m.id === application && m.level === 'processing');
    expect(back).toMatchObject({ currentDueAt: move!.newDueAt, newDueAt: before.dueAt });

    // Optimistic versions: adding the same day again, changing or removing it at another version is a 409.
    const again = await write(t.http.put(`${DAYS}/${holiday}`), { token: admin })
      .set('Accept-Language', 'en')
      .send({ workingTime: 'full_day', version: 0 })
      .expect(409);
    expect(again.body.errors[0]).toMatchObject({ code: 'stale-version', meta: { currentVersion: 1 } });
    await write(t.http.put(`${DAYS}/${holiday}`), { token: admin })
      .send({ workingTime: 'full_day', version: 2 })
      .expect(409);
    await write(t.http.delete(`${DAYS}/${holiday}?version=2`), { token: admin }).expect(409);
    const changed = await write(t.http.put(`${DAYS}/${holiday}`), { token: admin })
      .send({ workingTime: 'off', name: { ckb: 'پشوو', en: 'Holiday', ar: 'عطلة', kmr: 'Betlane' }, version: 1 })
      .expect(200);
    expect(changed.body.data.attributes.version).toBe(2);
    // A holiday renamed moves nothing.
    expect((await securityLog('working-calendar.day-set')).at(-1)!.details).toMatchObject({ movedApplications: 0 });
    await write(t.http.delete(`${DAYS}/${holiday}?version=2`), { token: admin }).expect(204);
    expect((await queueRow(application)).dueAt).toBe(before.dueAt);
    expect((await securityLog('working-calendar.day-removed')).at(-1)!.details).toMatchObject({ movedApplications: movedIds(backMoves) });
  });

  it('given a change of the week or the hours, then the moves are the domain’s due times on the changed calendar', async () => {
    const before = await queueRow(application);
    const current = await t.app.get(WorkingCalendarSource).current();
    const { rows } = await t.db.owner.query<{ processing_since: Date }>(
      'SELECT processing_since FROM rm_applications WHERE stream_id = $1',
      [application],
    );
    const since = rows[0]!.processing_since;
    const processingMove = (moves: Move[]) => moves.find((m) => m.id === application && m.level === 'processing');

    // The due day's weekday off (the week keeps four working days).
    const week = [...current.week];
    week[new Date(Date.parse(before.dueAt) + 3 * 3600_000).getUTCDay()] = 'off';
    const offMove = processingMove((await preview({ week }).expect(200)).body.moves);
    expect(offMove).toMatchObject({
      currentDueAt: before.dueAt,
      newDueAt: dueTime({ ...current, week: week as unknown as typeof current.week }, 'processing', since).toISOString(),
    });
    expect(Date.parse(offMove!.newDueAt)).toBeGreaterThan(Date.parse(before.dueAt));

    // Office hours to 16:00: two working days of the longer window. Whether that moves the due time
    // depends on the hour the clock started (inside the window, two windows later is the same
    // instant), so the preview must list a move exactly when the domain's due time differs.
    const longer = processingMove((await preview({ closes: '16:00' }).expect(200)).body.moves);
    const longerDue = dueTime({ ...current, closes: '16:00' }, 'processing', since).toISOString();
    if (longerDue === before.dueAt) expect(longer).toBeUndefined();
    else expect(longer).toMatchObject({ currentDueAt: before.dueAt, newDueAt: longerDue });
  });

  it('given bad dates, times or days, then 422 names each field in the reader’s language, never 500', async () => {
    const bad = await preview({
      days: [{ date: '2026-02-30', workingTime: 'holiday' }],
      removeDays: ['tomorrow'],
      opens: '8am',
      closes: '24:00',
      week: ['off'],
    }).expect(422);
    const fields = (bad.body.errors as ErrorObject[]).map((e) => e.meta?.field).sort();
    expect(fields).toEqual(['closes', 'days[0].date', 'days[0].workingTime', 'opens', 'removeDays', 'week'].sort());
    expect((bad.body.errors as ErrorObject[]).find((e) => e.meta?.field === 'opens')?.title).toBe(
      'Opening time: must be a time of day, HH:MM (00:00 to 23:59)',
    );
    // A closing time before the opening time in force (08:00), given alone.
    const early = await preview({ closes: '07:00' }).expect(422);
    expect(early.body.errors).toEqual([
      expect.objectContaining({ code: 'working-calendar.closes-after-opens', meta: expect.objectContaining({ field: 'closes' }) }),
    ]);
    const ckb = await write(t.http.post(PREVIEW), { token: admin }).set('Accept-Language', 'ckb').send({ days: 'all' }).expect(422);
    expect(ckb.body.errors[0].meta.field).toBe('days');
    await preview({ unknown: true }).expect(422);
    await write(t.http.put(`${DAYS}/2030-01-06`), { token: admin })
      .send({ workingTime: 'off', version: -1 })
      .expect(422);
    await write(t.http.delete(`${DAYS}/2030-01-06?version=x`), { token: admin }).expect(422);
  });

  it('given a reviewer or no session, then the preview is refused', async () => {
    await preview({}, reviewer).expect(403);
    await write(t.http.post(PREVIEW)).send({}).expect(401);
  });
});
