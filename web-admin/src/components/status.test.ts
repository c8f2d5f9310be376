import { APPLICATION_WORKFLOWS, UNKNOWN_STATUS_LABEL, WORKFLOW_KINDS } from '@registry/domain/applications/workflow/presentation';
import { statesOf } from '@registry/domain/applications/workflow/workflow';
import { LOCALES, type Locale } from '@registry/domain/shared/i18n/locale';
import { describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { ckb } from '../i18n/ckb';
import { en } from '../i18n/en';
import { kmr } from '../i18n/kmr';
import { KINDS } from '../resources/applications/kinds';
import { statusChipOf, stepLabelKey } from './status';

// Each language's own texts, without the English fallback the provider adds: a key missing in
// ckb must fail here, not read English.
const OWN: Record<Locale, object> = { ckb, en, ar, kmr };
const lookup = (locale: Locale, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), OWN[locale]);

// Walked from the domain's workflow tables, never a hand list.
const every = WORKFLOW_KINDS.flatMap((kind) => statesOf(APPLICATION_WORKFLOWS[kind]).map((status) => ({ kind, status })));
const everyEvent = WORKFLOW_KINDS.flatMap((kind) => APPLICATION_WORKFLOWS[kind].map((row) => ({ kind, event: row.event })));

/** Why a text is not fit to show for `code`, or null. */
function unreadable(text: unknown, code: string, locale: Locale): string | null {
  if (typeof text !== 'string' || text.trim() === '') return 'missing';
  if (text === UNKNOWN_STATUS_LABEL[locale]) return 'unknown';
  if (text === code || /^[\w-]+(\.[\w-]+)+$/.test(text)) return 'raw code or key';
  return null;
}

describe('the back office status chip', () => {
  it.each(LOCALES)('labels and colours every status of every kind in %s', (locale) => {
    const bad = every
      .map(({ kind, status }) => ({ kind, status, ...statusChipOf(status) }))
      .map((chip) => ({ ...chip, text: lookup(locale, chip.labelKey) }))
      .filter(({ status, text, colour }) => unreadable(text, status, locale) || colour === 'default');
    expect(bad).toEqual([]);
  });

  it.each(LOCALES)('offers every state of each queue as a filter choice with a label in %s', (locale) => {
    for (const [resource, kind] of Object.entries(KINDS)) {
      expect(kind.states, resource).toEqual(statesOf(APPLICATION_WORKFLOWS[kind.streamKind]));
      expect(kind.states.filter((s) => unreadable(lookup(locale, statusChipOf(s).labelKey), s, locale))).toEqual([]);
    }
  });

  it.each(LOCALES)('labels every step of every kind on the timeline in %s', (locale) => {
    expect(everyEvent.filter(({ event }) => unreadable(lookup(locale, stepLabelKey(event) ?? event), event, locale))).toEqual([]);
  });

  it('reads returned_to_applicant as "requires correction" (spec §4)', () => {
    expect(lookup('en', statusChipOf('returned_to_applicant').labelKey)).toBe('Requires correction');
  });

  it('labels the states of other records too, and an unknown one as unknown', () => {
    for (const status of ['active', 'inactive', 'pending', 'trade_name_reserved', 'open', 'closed']) {
      for (const locale of LOCALES)
        expect(unreadable(lookup(locale, statusChipOf(status).labelKey), status, locale), `${status} ${locale}`).toBeNull();
    }
    expect(statusChipOf('something_new')).toEqual({ labelKey: 'status.unknown', colour: 'default' });
    expect(statusChipOf(null).labelKey).toBe('status.unknown');
    expect(lookup('ckb', 'status.unknown')).toBe(UNKNOWN_STATUS_LABEL.ckb);
  });
});
