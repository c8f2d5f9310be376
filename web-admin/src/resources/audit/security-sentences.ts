import type { TranslateFunction } from 'react-admin';
import type { CaseFormat } from '../applications/case-format.js';
import type { Locale } from './locale.js';

/**
 * Security-log entries read as sentences (`admin.security_sentences.*`, issue 35 §3): a calendar
 * change is "Asos Rahim marked 21 March 2027 a holiday; 3 open applications move", not `date:`,
 * `before:` and raw JSON. The count (`details.movedApplications`, recorded since issue 35) takes
 * the language's plural form by Intl.PluralRules (`moved_<category>`: Arabic has five besides
 * zero, the others one and other; none is `moved_none`); entries written before it have no count and say none.
 */
export const securitySentenceMessages: Record<Locale, Record<string, string>> = {
  en: {
    day_off: '%{actor} marked %{date} a holiday',
    day_full_day: '%{actor} made %{date} a working day, all day',
    day_working_hours: '%{actor} made %{date} a working day, in office hours',
    day_removed: '%{actor} removed the exception of %{date}: the day follows the working week again',
    week_changed: '%{actor} changed the working week and its hours (%{hours})',
    calendar: 'Working calendar',
    calendar_day: 'Working calendar, %{date}',
    someone: 'A member of staff',
    with_moves: '%{sentence}; %{moves}',
    moved_none: 'no open application moves',
    moved_one: '%{count} open application moves',
    moved_other: '%{count} open applications move',
  },
  ckb: {
    day_off: '%{actor} ڕۆژی %{date} وەک پشوو دیاری کرد',
    day_full_day: '%{actor} ڕۆژی %{date} وەک ڕۆژی کاری تەواو دیاری کرد',
    day_working_hours: '%{actor} ڕۆژی %{date} وەک ڕۆژی کار لە کاتژمێرەکانی دەوامدا دیاری کرد',
    day_removed: '%{actor} جیاوازیی ڕۆژی %{date} لابرد: ئەو ڕۆژە دیسان وەک هەفتەی کار دەبێت',
    week_changed: '%{actor} هەفتەی کار و کاتژمێرەکانی گۆڕی (%{hours})',
    calendar: 'ڕۆژژمێری کار',
    calendar_day: 'ڕۆژژمێری کار، %{date}',
    someone: 'کارمەندێک',
    with_moves: '%{sentence}؛ %{moves}',
    moved_none: 'وادەی هیچ داواکارییەکی کراوە ناگۆڕێت',
    moved_one: 'وادەی %{count} داواکاریی کراوە دەگۆڕێت',
    moved_other: 'وادەی %{count} داواکاریی کراوە دەگۆڕێن',
  },
  ar: {
    day_off: 'جعل %{actor} يوم %{date} عطلة',
    day_full_day: 'جعل %{actor} يوم %{date} يوم عمل كاملًا',
    day_working_hours: 'جعل %{actor} يوم %{date} يوم عمل في ساعات الدوام',
    day_removed: 'ألغى %{actor} استثناء يوم %{date}: يعود اليوم إلى أسبوع العمل',
    week_changed: 'غيّر %{actor} أسبوع العمل وساعاته (%{hours})',
    calendar: 'تقويم العمل',
    calendar_day: 'تقويم العمل، %{date}',
    someone: 'أحد الموظفين',
    with_moves: '%{sentence}؛ %{moves}',
    moved_none: 'لا يتغير موعد أي طلب مفتوح',
    moved_one: 'يتغير موعد طلب مفتوح واحد',
    moved_two: 'يتغير موعد طلبين مفتوحين',
    moved_few: 'تتغير مواعيد %{count} طلبات مفتوحة',
    moved_many: 'تتغير مواعيد %{count} طلبًا مفتوحًا',
    moved_other: 'تتغير مواعيد %{count} طلب مفتوح',
  },
  kmr: {
    day_off: '%{actor} roja %{date} wek betlane destnîşan kir',
    day_full_day: '%{actor} roja %{date} wek roja kar a tevahî destnîşan kir',
    day_working_hours: '%{actor} roja %{date} wek roja kar di demjimêrên kar de destnîşan kir',
    day_removed: '%{actor} awarteya roja %{date} rakir: roj dîsa li gorî hefteya kar e',
    week_changed: '%{actor} hefteya kar û demjimêrên wê guhert (%{hours})',
    calendar: 'Salnameya kar',
    calendar_day: 'Salnameya kar, %{date}',
    someone: 'Karmendek',
    with_moves: '%{sentence}; %{moves}',
    moved_none: 'dema tu serlêdaneke vekirî naguhere',
    moved_one: 'dema %{count} serlêdana vekirî diguhere',
    moved_other: 'dema %{count} serlêdanên vekirî diguhere',
  },
};

export interface SecurityEntry {
  event: string;
  actorName: string | null;
  subject: string | null;
  details: Record<string, unknown> | null;
}

const key = (name: string) => `admin.security_sentences.${name}`;
const CALENDAR_DAY = /^working-calendar:(\d{4}-\d{2}-\d{2})$/;

/** Whose words stand in for a language the holiday was not named in: one of the same script first. */
const NAME_FALLBACKS: Record<string, string[]> = { ckb: ['ckb', 'ar'], ar: ['ar', 'ckb'], en: ['en', 'kmr'], kmr: ['kmr', 'en'] };

/** A holiday's name in the reader's language, else in the nearest one it has. */
function dayName(name: unknown, locale: string): string | null {
  if (typeof name === 'string') return name || null;
  if (!name || typeof name !== 'object') return null;
  const names = name as Record<string, unknown>;
  const order = [...(NAME_FALLBACKS[locale] ?? [locale]), ...Object.keys(names)];
  const text = order.map((l) => names[l]).find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return text ?? null;
}

/** The language's plural rules; Kurdish's (one for 1, other else) are English's where the browser has no Kurdish data. */
function pluralRules(locale: string): Intl.PluralRules {
  const tag = locale === 'kmr' ? 'ku' : locale;
  return new Intl.PluralRules(Intl.PluralRules.supportedLocalesOf(tag).length ? tag : 'en');
}

/** "3 open applications move" in the reader's plural form and digits (the provider's interpolation writes the count). */
function movedText(translate: TranslateFunction, locale: string, count: number): string {
  // None is said in words in every language ("no open application moves"), not as a count of zero.
  if (count === 0) return translate(key('moved_none'));
  const other = translate(key('moved_other'), { count });
  return translate(key(`moved_${pluralRules(locale).select(count)}`), { count, _: other });
}

/**
 * The entry as one sentence in the reader's language, where its kind has one (the working
 * calendar's); null for the others, whose details are shown field by field. A change that recorded
 * how many open applications it moved says so after it.
 */
export function securitySentence(translate: TranslateFunction, format: CaseFormat, entry: SecurityEntry): string | null {
  const sentence = calendarSentence(translate, format, entry);
  const moved = entry.details?.movedApplications;
  if (sentence === null || typeof moved !== 'number') return sentence;
  return translate(key('with_moves'), { sentence, moves: movedText(translate, format.locale, moved) });
}

function calendarSentence(translate: TranslateFunction, format: CaseFormat, entry: SecurityEntry): string | null {
  const actor = entry.actorName ?? translate(key('someone'));
  const details = entry.details ?? {};
  const date = typeof details.date === 'string' ? format.date(details.date) : '';
  if (entry.event === 'working-calendar.day-set') {
    const after = (details.after ?? {}) as { workingTime?: unknown; name?: unknown };
    const time = typeof after.workingTime === 'string' ? after.workingTime : 'off';
    const sentence = translate(key(`day_${time}`), { actor, date, _: translate(key('day_off'), { actor, date }) });
    const name = dayName(after.name, format.locale);
    return name ? `${sentence} (${name})` : sentence;
  }
  if (entry.event === 'working-calendar.day-removed') return translate(key('day_removed'), { actor, date });
  if (entry.event === 'working-calendar.updated') {
    const after = (details.after ?? {}) as { opens?: unknown; closes?: unknown };
    const hours =
      typeof after.opens === 'string' && typeof after.closes === 'string'
        ? `${format.direction === 'rtl' ? '\u2067' : '\u2066'}${format.clock(after.opens)}–${format.clock(after.closes)}\u2069`
        : '';
    return translate(key('week_changed'), { actor, hours });
  }
  return null;
}

/** A subject that is not a person (`working-calendar:2027-03-21`) in words; null for a person's reference. */
export function securitySubjectText(translate: TranslateFunction, format: CaseFormat, subject: string | null): string | null {
  if (subject === 'working-calendar') return translate(key('calendar'));
  const day = subject ? CALENDAR_DAY.exec(subject) : null;
  return day ? translate(key('calendar_day'), { date: format.date(day[1]!) }) : null;
}
