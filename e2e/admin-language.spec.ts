import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { ar } from '@registry/web-admin/i18n/ar';
import { ckb } from '@registry/web-admin/i18n/ckb';
import { en } from '@registry/web-admin/i18n/en';
import { directoryMessages } from '@registry/web-admin/messages';
import { userMessages } from '@registry/web-admin/messages/users';
import { workingCalendarMessages } from '@registry/web-admin/messages/working-calendar';
import { PortalApi } from './support/api.js';
import { staffPage, stepButton, transitAndWait, districtTradeNamePayload } from './support/back-office.js';
import { E2E_DIR } from './support/portal.js';
import { LEGACY_NAME } from './support/seed.js';
import { createStaff, signInStaffApi, type StaffAccount } from './support/staff.js';
import { analyzeAxe, expect, expectDocumentLanguage, languageRun, screenshot, test } from './support/test.js';
import { distinctKurdishWords } from './support/applicant-journeys.js';
import { ADMIN_ALLOWED_PATTERNS, latinWords, visibleTexts } from './support/language-scan.js';
import { escapeRegExp } from './support/texts.js';

/**
 * Issue 24 §5 and its acceptance: every back-office screen in the staff member's language.
 * For each of ckb, ar and en (one signed-in context each, at 1280 px) every screen of SCREENS is
 * opened and gets axe with the acceptance's tags (wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa),
 * a tab title of its own in the language ("<screen> · <back office>", WCAG 2.4.2) and, in ckb, a
 * scan of its visible text for Latin words outside names, codes and e-mail addresses.
 *
 * A new screen is one line of SCREENS (or of RESTRICTED_SCREENS for one a role lacks).
 */

const LANGS = ['ckb', 'ar', 'en'] as const;
type Lang = (typeof LANGS)[number];
const TEXTS = { ckb: ckb.admin, ar: ar.admin, en: en.admin } as const;
const userTexts = (lang: Lang) => (userMessages[lang] as { resources: { users: any } }).resources.users as Record<string, any>;
const directoryTexts = (lang: Lang) => (directoryMessages[lang] as { admin: { directory: any } }).admin.directory as Record<string, any>;
const calendarTexts = (lang: Lang) =>
  (workingCalendarMessages[lang] as { resources: { 'working-calendar': any } }).resources['working-calendar'] as Record<string, any>;

/** The records the screens show, made by the test's set-up. */
interface Records {
  tradeName: string;
  user: string;
  /** Another member of staff (a reviewer and auditor), whose screens and deactivation are opened. */
  colleague: { id: string; email: string };
  /** The Company type, which has subtypes. */
  entityType: string;
  entityTypeChildren: number;
  activity: string;
  province: string;
  district: string;
  directorate: string;
  legacyName: string;
}

interface Screen {
  /** Also the screenshot's name (`admin-lang-<name>-<lang>.png`) when `shot` is set. */
  name: string;
  path: (records: Records) => string;
  /** What shows the screen is drawn (beyond the app bar's title and no spinner). */
  ready?: (page: Page, lang: Lang) => Promise<void>;
  /** A full-page screenshot to look at. */
  shot?: boolean;
  /** Opened by a page load rather than inside the app (the unknown route the app passes through itself). */
  loadWhole?: boolean;
  /** What the screen does after it was checked (a dialog left with Cancel changes nothing). */
  after?: (page: Page, lang: Lang) => Promise<void>;
}

const detailsShown = async (page: Page) => expect(page.locator('#details-heading')).toBeVisible({ timeout: 15_000 });
const tableShown = async (page: Page) =>
  expect(page.locator('main table, main [role="list"], main ul').first()).toBeVisible({ timeout: 15_000 });
const formShown = async (page: Page) => expect(page.locator('main form').first()).toBeVisible({ timeout: 15_000 });
/** The working calendar with its headings: the screen, the week, the days off. */
const calendarShown = async (page: Page, lang: Lang) => {
  const t = calendarTexts(lang);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2, name: t.week.title })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2, name: t.days.title })).toBeVisible({ timeout: 15_000 });
};

/** The calendar with Saturday made a working day, unsaved: the week's preview dialog it opens. */
async function openWeekPreview(page: Page, lang: Lang): Promise<Locator> {
  const t = calendarTexts(lang);
  await calendarShown(page, lang);
  await page.getByRole('combobox', { name: t.weekdays[5] }).click();
  await page.getByRole('option', { name: t.working_times.working_hours }).click();
  await page.getByRole('button', { name: t.week.save }).click();
  return page.getByRole('dialog', { name: t.dialog.week_title });
}
/** A text box by its label (react-admin marks a required one with an asterisk after it). */
const labelled = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`) });
/** The member of staff whose screens are opened, with Kurdish names as the registry's staff have. */
const COLLEAGUE = { firstName: 'شیلان', lastName: 'عەزیز' };
const DEACTIVATION_REASON: Record<Lang, string> = {
  ckb: 'گواستراوەتەوە بۆ فەرمانگەیەکی تر',
  ar: 'نُقل إلى مكتب آخر',
  en: 'Moved to another office',
};
const deactivationDialog = (page: Page, lang: Lang) =>
  page.getByRole('dialog', {
    name: userTexts(lang).commands.deactivate_title.replace('%{name}', `${COLLEAGUE.firstName} ${COLLEAGUE.lastName}`),
  });
/** A cell with exactly this text: a row the screen lists (a code, a key). */
const cellShown = (name: string) => (page: Page) => expect(page.getByRole('cell', { name, exact: true })).toBeVisible({ timeout: 15_000 });

/** Every screen of a signed-in member of staff holding every role; one line each. */
const SCREENS: Screen[] = [
  { name: 'dashboard', path: () => '/admin', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(), shot: true },
  {
    name: 'trade-names-list',
    path: () => '/admin/trade-names',
    ready: async (page) => {
      await tableShown(page);
      await expect(page.locator('main [data-status]').first()).toBeVisible({ timeout: 15_000 });
    },
    shot: true,
  },
  { name: 'businesses-list', path: () => '/admin/businesses' },
  { name: 'trademarks-list', path: () => '/admin/trademarks' },
  // The application's page with its case file (persons from the civil registry, checks, similar names).
  {
    name: 'trade-name-case-file',
    path: (r) => `/admin/trade-names/${r.tradeName}/show`,
    ready: async (page) => {
      await detailsShown(page);
      await expect(page.locator('main [data-status="legal_checking"]').first()).toBeVisible();
    },
    shot: true,
  },
  {
    name: 'return-dialog',
    path: (r) => `/admin/trade-names/${r.tradeName}/show`,
    ready: async (page, lang) => {
      await detailsShown(page);
      await stepButton(page, 'return_to_applicant').click();
      await expect(page.getByRole('dialog', { name: TEXTS[lang].events.return_to_applicant })).toBeVisible();
    },
    shot: true,
  },
  {
    name: 'history',
    path: (r) => `/admin/trade-names/${r.tradeName}/history`,
    // With its first event chosen: the state the application was in then (submitted).
    ready: async (page) => {
      await expect(page.locator('#events-heading')).toBeVisible({ timeout: 15_000 });
      await page.getByRole('radio').first().check();
      await expect(page.locator('main [data-status="submitted"]').last()).toBeVisible();
    },
    shot: true,
  },
  {
    name: 'notifications',
    path: () => '/admin/notifications',
    ready: (page) => expect(page.getByRole('tablist')).toBeVisible(),
    shot: true,
  },
  {
    name: 'working-calendar',
    path: () => '/admin/working-calendar',
    ready: (page, lang) => calendarShown(page, lang),
    shot: true,
  },
  // A change of the week opens its preview before anything is saved (left unsaved).
  {
    name: 'working-calendar-week-preview',
    path: () => '/admin/working-calendar',
    ready: async (page, lang) => {
      const t = calendarTexts(lang);
      const preview = await openWeekPreview(page, lang);
      await expect(preview.locator('[data-preview="moves"] [role="status"]').first()).toBeVisible({ timeout: 15_000 });
      await expect(preview.getByText(t.preview.loading)).toHaveCount(0, { timeout: 15_000 });
    },
    shot: true,
  },
  {
    name: 'working-calendar-add-day',
    path: () => '/admin/working-calendar',
    // After a week's preview cancelled: the dialog goes, nothing saved.
    ready: async (page, lang) => {
      const t = calendarTexts(lang);
      const preview = await openWeekPreview(page, lang);
      await preview.getByRole('button', { name: t.dialog.cancel }).click();
      await expect(preview).toBeHidden();
      await page.getByRole('button', { name: t.days.add }).click();
      await expect(page.getByRole('dialog', { name: t.dialog.add_title })).toBeVisible({ timeout: 15_000 });
    },
    shot: true,
  },
  { name: 'security-log', path: () => '/admin/security-log', ready: tableShown, shot: true },
  // A staff member's activity trail, as the history's actor link opens it.
  { name: 'audit-trail', path: (r) => `/admin/audit-trail?filter=${encodeURIComponent(JSON.stringify({ actor: r.user }))}` },
  { name: 'receipts', path: () => '/admin/receipts' },
  { name: 'profile', path: () => '/admin/profile', ready: formShown },
  {
    name: 'users-list',
    path: () => '/admin/users',
    ready: async (page, lang) => {
      await tableShown(page);
      await expect(page.getByRole('columnheader', { name: userTexts(lang).fields.email })).toBeVisible();
    },
    shot: true,
  },
  {
    name: 'users-show',
    path: (r) => `/admin/users/${r.colleague.id}/show`,
    ready: async (page, lang) => {
      await expect(page.getByText(records!.colleague.email)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('heading', { name: userTexts(lang).sections.access })).toBeVisible();
    },
    shot: true,
  },
  // The deactivation's confirmation with a reason typed, then left with Cancel: nothing changes.
  {
    name: 'users-deactivate-dialog',
    path: (r) => `/admin/users/${r.colleague.id}/show`,
    ready: async (page, lang) => {
      await expect(page.getByText(records!.colleague.email)).toBeVisible({ timeout: 15_000 });
      await page.getByRole('button', { name: directoryTexts(lang).deactivate }).click();
      await deactivationDialog(page, lang).getByRole('textbox').first().fill(DEACTIVATION_REASON[lang]);
    },
    after: async (page, lang) => {
      await deactivationDialog(page, lang)
        .getByRole('button', { name: directoryTexts(lang).cancel })
        .click();
      await expect(deactivationDialog(page, lang)).toBeHidden();
      await expect(page.locator('[data-status="active"]')).toBeVisible();
    },
    shot: true,
  },
  {
    name: 'users-edit',
    path: (r) => `/admin/users/${r.colleague.id}`,
    ready: async (page, lang) => {
      await formShown(page);
      await expect(labelled(page, userTexts(lang).fields.first_name)).toHaveValue(COLLEAGUE.firstName);
    },
    shot: true,
  },
  {
    name: 'users-create',
    path: () => '/admin/users/create',
    ready: async (page, lang) => {
      await formShown(page);
      await expect(labelled(page, userTexts(lang).fields.first_name)).toBeVisible();
    },
    shot: true,
  },
  // The reference screens with what each must show (the seeded records by name, key or code).
  {
    name: 'entity-types-list',
    path: () => '/admin/entity-types',
    ready: async (page, lang) => {
      await tableShown(page);
      const company = { ckb: 'کۆمپانیا', en: 'Company', ar: undefined }[lang];
      if (company) await expect(page.getByRole('link', { name: company, exact: true })).toBeVisible();
    },
    shot: true,
  },
  {
    name: 'entity-types-show',
    path: (r) => `/admin/entity-types/${r.entityType}/show`,
    // Its subtypes and its change log.
    ready: (page) => expect.poll(() => page.getByRole('row').count()).toBeGreaterThanOrEqual(records!.entityTypeChildren + 3),
    shot: true,
  },
  {
    name: 'entity-types-edit',
    path: (r) => `/admin/entity-types/${r.entityType}`,
    ready: async (page) => {
      await formShown(page);
      await expect(page.getByRole('textbox').first()).not.toHaveValue('');
    },
    shot: true,
  },
  {
    name: 'entity-types-create',
    path: () => '/admin/entity-types/create',
    ready: async (page) => {
      await formShown(page);
      await expect(page.getByRole('textbox').first()).toBeVisible();
    },
    shot: true,
  },
  {
    name: 'activities-list',
    path: () => '/admin/activities',
    ready: cellShown('0111'),
    shot: true,
  },
  {
    name: 'activities-show',
    path: (r) => `/admin/activities/${r.activity}/show`,
    ready: cellShown('011'),
    shot: true,
  },
  {
    name: 'provinces-list',
    path: () => '/admin/provinces',
    ready: cellShown('erbil'),
    shot: true,
  },
  {
    name: 'provinces-show',
    path: (r) => `/admin/provinces/${r.province}/show`,
    ready: cellShown('erbil-centre'),
    shot: true,
  },
  {
    name: 'districts-list',
    path: () => '/admin/districts',
    ready: cellShown('erbil-centre'),
    shot: true,
  },
  { name: 'districts-show', path: (r) => `/admin/districts/${r.district}/show` },
  { name: 'directorates-list', path: () => '/admin/directorates', ready: tableShown, shot: true },
  { name: 'directorates-edit', path: (r) => `/admin/directorates/${r.directorate}`, ready: formShown },
  { name: 'directorates-create', path: () => '/admin/directorates/create', ready: formShown },
  {
    name: 'legacy-names-list',
    path: () => '/admin/legacy-names',
    ready: async (page) => {
      await tableShown(page);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
    },
    shot: true,
  },
  { name: 'legacy-names-show', path: (r) => `/admin/legacy-names/${r.legacyName}/show` },
  {
    name: 'legacy-names-import',
    path: () => '/admin/legacy-names/create',
    ready: async (page) => {
      await formShown(page);
      await expect(page.locator('input[type="file"]')).toBeVisible();
    },
    shot: true,
  },
  { name: 'not-found', path: () => '/admin/no-such-screen', loadWhole: true },
];

/** Screens a member of staff sees only without a role or before enrolling a second factor. */
const RESTRICTED_SCREENS: {
  name: string;
  roles: StaffAccount['roles'];
  totpRequired?: boolean;
  path: string;
  ready: (page: Page, lang: Lang) => Promise<void>;
}[] = [
  {
    name: 'access-not-granted',
    roles: ['reviewer'],
    path: '/admin/users',
    // The screen says why, and is not the "not found" page.
    ready: async (page, lang) => {
      await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].forbidden.title })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(TEXTS[lang].forbidden.body)).toBeVisible();
      await expect(page.getByRole('heading', { name: TEXTS[lang].not_found.title })).toHaveCount(0);
    },
  },
  {
    name: 'totp-enrolment',
    roles: ['reviewer'],
    totpRequired: true,
    path: '/admin',
    ready: (page, lang) =>
      expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].auth.enrol_heading })).toBeVisible({ timeout: 15_000 }),
  },
];

// ── the Latin-word scan (support/language-scan.ts): its allow-list of codes, addresses and file names, and these names ─

/** The seeded names the screens may show as written (the legacy register's owners are in Latin letters). */
const legacyCsv = readFileSync(path.join(E2E_DIR, 'fixtures', 'legacy-names.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','));
const SEEDED_NAMES = [LEGACY_NAME.latin, ...legacyCsv.map((columns) => columns[4]!)].filter(Boolean);

let registerApi: PortalApi | undefined;

/**
 * Names as people gave them, which may be in Latin letters: the staff's (the demonstration
 * accounts, other tests' staff), the applications' (other tests' trade names) and the legacy
 * register's, read after the screen is drawn, as other tests running beside this one add theirs.
 */
async function namesInTheRegister(): Promise<string[]> {
  if (!registerApi) return [];
  const users = (await registerApi.call('GET', '/api/admin/users?_start=0&_end=1000')).body as {
    first_name?: string;
    last_name?: string;
  }[];
  const applications = (await registerApi.call('GET', '/api/admin/applications?_start=0&_end=100&_sort=updatedAt&_order=DESC')).body as {
    name?: string;
  }[];
  // The legacy register's names, references and owners as its paper records wrote them (other tests import theirs).
  const legacy = (await registerApi.call('GET', '/api/admin/legacy-names?_start=0&_end=1000')).body as {
    name?: string;
    legacy_ref?: string;
    owner_name?: string;
  }[];
  return [
    ...users.flatMap((u) => [u.first_name, u.last_name]),
    ...applications.map((a) => a.name),
    ...legacy.flatMap((l) => [l.name, l.legacy_ref, l.owner_name]),
  ].filter((name): name is string => !!name && /\p{Script=Latin}/u.test(name));
}

/**
 * The day's receipt numbers, as cashiers typed them from the paper receipts (other tests confirm
 * payments): codes, taken out of the text whole before the scan's patterns cut them.
 */
async function receiptNumbersOfToday(): Promise<RegExp[]> {
  if (!registerApi) return [];
  const receipts = (await registerApi.call('GET', '/api/admin/receipts?_start=0&_end=100')).body as { receiptNumber: string }[];
  return receipts.map((receipt) => new RegExp(escapeRegExp(receipt.receiptNumber), 'g'));
}

// ── per screen ───────────────────────────────────────────────────────────────────────────────

/** The app bar's title filled in and nothing spinning: the screen has its data. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('#react-admin-title')).not.toBeEmpty({ timeout: 15_000 });
  await expect(page.locator('[role="progressbar"]:visible')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
}

/** What is wrong with the screen in `lang` (empty when nothing). */
async function problemsOf(page: Page, screen: string, lang: Lang, shot: boolean): Promise<string[]> {
  const problems: string[] = [];
  await expectDocumentLanguage(page, lang);
  if (shot) await screenshot(page, `admin-lang-${screen}`, lang);

  // (c) the tab's title: the screen's own, then the back office's, in the language.
  const title = await page.title();
  const suffix = ` · ${TEXTS[lang].title}`;
  if (!title.endsWith(suffix) || title.length <= suffix.length) problems.push(`title "${title}" is not "<screen>${suffix}"`);
  if (lang !== 'en' && title.includes(en.admin.title)) problems.push(`title "${title}" is in English`);

  // (a) axe at rest.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await analyzeAxe(page);
  for (const v of violations)
    problems.push(
      `axe ${v.id}: ${v.help} — ${v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`)
        .join(' | ')}`,
    );

  // (b) in Central Kurdish, no Latin word outside names, codes and e-mail addresses (the title included).
  if (lang === 'ckb') {
    const names = await namesInTheRegister();
    const patterns = [...(await receiptNumbersOfToday()), ...ADMIN_ALLOWED_PATTERNS];
    const latin = [...(await visibleTexts(page)), title].flatMap((text) =>
      latinWords(text, [...SEEDED_NAMES, ...names], patterns).map((word) => `${word} (in "${text.slice(0, 80)}")`),
    );
    if (latin.length) problems.push(`Latin words: ${[...new Set(latin)].join('; ')}`);
  }
  return problems.map((p) => `${screen} (${lang}) ${p}`);
}

/**
 * Moves the signed-in app to `path` through its router (the browser's history), no page load.
 * By way of an unknown route: once its "not found" heading has come and gone, what the screen
 * shows is its own, never the previous screen's table or form still on the page.
 */
async function openInApp(page: Page, path: string, lang: Lang): Promise<void> {
  const go = (to: string) =>
    page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  const notFound = page.getByRole('heading', { level: 1, name: TEXTS[lang].not_found.title });
  await go('/admin/e2e-between-screens');
  await expect(notFound).toBeVisible({ timeout: 15_000 });
  await go(path);
  await expect(notFound).toHaveCount(0, { timeout: 15_000 });
}

async function checkEach(page: Page, lang: Lang, screens: (Omit<Screen, 'path'> & { path: string })[]): Promise<string[]> {
  const problems: string[] = [];
  for (const [index, screen] of screens.entries()) {
    await test.step(screen.name, async () => {
      // The first screen is loaded whole; the others are reached inside the app, as a member of
      // staff moves between them (the router follows the history), without booting it again.
      if (index === 0 || screen.loadWhole) await page.goto(screen.path);
      else await openInApp(page, screen.path, lang);
      await screen.ready?.(page, lang);
      await settled(page);
      problems.push(...(await problemsOf(page, screen.name, lang, screen.shot ?? false)));
      await screen.after?.(page, lang);
    });
  }
  return problems;
}

// ── set-up: one application on a reviewer's desk, and the records the screens open ─────────

let records: Records | undefined;
let staff: StaffAccount | undefined;

async function setUp(api: PortalApi): Promise<{ records: Records; staff: StaffAccount }> {
  if (records && staff) return { records, staff };
  // Kurdish names: the user menu shows them on every screen.
  const member = await createStaff(api, ['system_admin', 'reviewer', 'director', 'cashier', 'trade_name_department', 'auditor'], {
    label: 'language',
    firstName: 'هێمن',
    lastName: 'ئەحمەد',
  });
  const colleague = await createStaff(api, ['reviewer', 'auditor'], { label: 'language-colleague', ...COLLEAGUE });
  const staffApi = await signInStaffApi(api, member);
  registerApi = staffApi;
  const suffix = randomUUID().slice(0, 8);
  const email = `e2e-admin-language-${suffix}@example.org`;
  const applicant = await api.signInApplicant(email);
  const tradeName = await applicant.submitAndWait(
    '/api/v1/trade_names',
    await districtTradeNamePayload(applicant, `چێشتخانەی ${distinctKurdishWords(3)}`, email),
  );
  // On the member's desk in legal checking: the return dialog is offered.
  await transitAndWait(staffApi, 'trade_names', tradeName, 'start_legal_check');
  const types = (await staffApi.call('GET', '/api/admin/entity-types?q=Company&_start=0&_end=10')).body as Array<{
    id: string;
    names: { en: string };
    childCount: number;
  }>;
  const company = types.find((type) => type.names.en === 'Company')!;
  const first = async (resource: string) => String((await staffApi.call('GET', `/api/admin/${resource}?_start=0&_end=1`)).body[0].id);
  records = {
    tradeName,
    user: member.id,
    colleague: { id: colleague.id, email: colleague.email },
    entityType: company.id,
    entityTypeChildren: company.childCount,
    // Known records, so that each screen can be asked for what it must show.
    activity: '01',
    province: 'erbil',
    district: await first('districts'),
    directorate: await first('directorates'),
    legacyName: await first('legacy-names'),
  };
  staff = member;
  return { records, staff };
}

async function signInScreen(browser: Browser, baseURL: string, lang: Lang): Promise<string[]> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript((lang) => localStorage.setItem('RaStore.locale', JSON.stringify(lang)), lang);
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].auth.heading })).toBeVisible({ timeout: 15_000 });
    // "Sign in · <back office>": the heading names the back office already (issue 31 §6: not twice in the tab).
    await expect(page).toHaveTitle(`${TEXTS[lang].auth.sign_in} · ${TEXTS[lang].title}`);
    return await problemsOf(page, 'sign-in', lang, true);
  } finally {
    await context.close();
  }
}

// The languages side by side (each test has its own contexts; the set-up is made once per worker).
test.describe.configure({ mode: 'parallel' });

for (const lang of LANGS) {
  test(
    `every back-office screen in ${lang}: axe, tab title${lang === 'ckb' ? ', no Latin words' : ''}`,
    languageRun(lang),
    async ({ browser, baseURL, api }) => {
      test.setTimeout(480_000);
      const problems = await signInScreen(browser, baseURL!, lang);
      const { records, staff } = await setUp(api);
      const page = await staffPage(browser, baseURL!, staff, lang);
      try {
        problems.push(
          ...(await checkEach(
            page,
            lang,
            SCREENS.map((s) => ({ ...s, path: s.path(records) })),
          )),
        );
      } finally {
        await page.context().close();
      }
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );

  test(
    `the screens of a missing role or a second factor to enrol in ${lang}: axe, tab title${lang === 'ckb' ? ', no Latin words' : ''}`,
    languageRun(lang),
    async ({ browser, baseURL, api }) => {
      test.setTimeout(180_000);
      const problems: string[] = [];
      for (const screen of RESTRICTED_SCREENS) {
        const member = await createStaff(api, screen.roles, {
          label: `language-${screen.name}`,
          firstName: 'شیلان',
          lastName: 'کەریم',
          totpRequired: screen.totpRequired,
        });
        const context = await browser.newContext({ baseURL: baseURL!, locale: 'en-US', viewport: { width: 1280, height: 900 } });
        try {
          const page = await context.newPage();
          // Signed in as a person does; an enrolment-only session has no user menu to wait for.
          await page.addInitScript(
            (lang) => localStorage.getItem('RaStore.locale') ?? localStorage.setItem('RaStore.locale', JSON.stringify(lang)),
            lang,
          );
          await page.goto('/admin/login');
          await page.locator('input[type="email"]').fill(member.email);
          await page.locator('input[type="password"]').fill(member.password);
          await page.locator('form button[type="submit"]').click();
          await expect(page.locator('#react-admin-title')).toBeAttached({ timeout: 15_000 });
          problems.push(...(await checkEach(page, lang, [{ ...screen, shot: true }])));
        } finally {
          await context.close();
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );
}
