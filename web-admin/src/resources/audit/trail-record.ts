import type { TranslateFunction } from 'react-admin';
import type { CaseFormat } from '../applications/case-format';

/** What the activity trail's API says of a row's record (`GET /api/admin/audit-trail`). */
export interface TrailRecord {
  resource: string | null;
  streamType: string;
  reference: string | null;
  name: string | null;
}

const KIND_OF_RESOURCE: Record<string, string> = { 'trade-names': 'trade-name', businesses: 'business', trademarks: 'trademark' };

/**
 * The record a row is about, in words: its kind, reference and name ("Trade name, TN-2027-000123,
 * Kazhaw Garden"), never an id fragment.
 */
export function trailRecordText(translate: TranslateFunction, format: CaseFormat, row: TrailRecord): string {
  const application = row.resource ? KIND_OF_RESOURCE[row.resource] : undefined;
  const kind = application ? translate(`admin.kinds.${application}`) : translate(`admin.audit.record_kinds.${row.streamType}`, { _: '' });
  // Isolated: a Latin reference or name keeps its order inside a right-to-left row.
  const parts = [kind, ...[row.reference, row.name].map((text) => (text ? `\u2068${text}\u2069` : ''))].filter(Boolean);
  return parts.length ? format.joined(...parts) : translate('admin.audit.record_unnamed');
}
