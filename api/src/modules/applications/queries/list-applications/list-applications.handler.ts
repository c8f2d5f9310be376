import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { Sql, selectAs, selectRows, sql } from '#src/infrastructure/database/read-models/table';
import { forbidden, invalid, type FieldProblem } from '@registry/domain/shared/domain-error';
import { collection } from '#src/shared/http/json-api';
import type { Principal } from '#src/shared/http/principal';
import { readPage } from '#src/shared/http/paging';
import { readDateRange } from '#src/shared/http/date-range';
import { nameKeys } from '@registry/domain/trade-names/naming/name-key';
import { parseReference } from '@registry/domain/applications/reference-number';
import { TRADE_NAME_STATUSES } from '@registry/domain/trade-names/application/workflow';
import { BUSINESS_STATUSES } from '@registry/domain/businesses/workflow';
import { TRADEMARK_STATUSES } from '@registry/domain/trademarks/workflow';
import { BUSINESS_TYPES, PROTECTION_LEVELS, TRADE_NAME_TYPES } from '@registry/domain/applications/application';
import { WorkingCalendarSource } from '#src/modules/working-time/working-calendar.source';
import { SERVICE_LEVELS, dueTime, overdueCutoff } from '@registry/domain/working-time/service-levels';
import { dueTimeAsShown, type WorkingCalendar } from '@registry/domain/working-time/calendar';
import { rmApplications, type ApplicationRow } from '#src/modules/applications/projections/applications.table';
import { LIFECYCLES, workflowTableOf } from '#src/modules/applications/projections/application-facets';
import { allowedEvents } from '@registry/domain/applications/workflow/workflow';
import { commandActor } from '#src/modules/applications/collaborators/application-access';
import type { ListQuery } from './list-applications.dto.js';
import { ListApplicationsQuery, type ApplicationList } from './list-applications.query.js';

const WORKFLOW_STATES = [...new Set<string>([...TRADE_NAME_STATUSES, ...BUSINESS_STATUSES, ...TRADEMARK_STATUSES])];
const SORTS = {
  createdAt: 'a.submitted_at',
  updatedAt: 'a.updated_at',
  name: 'a.name',
  status: 'a.status',
  establishedAt: 'a.established_at',
  dueAt: 'a.processing_since',
} as const;
const MAX_LIST = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters of a list, checked: every bad value is a field problem naming the parameter. */
interface ListFilters {
  ids?: string[];
  lifecycles?: string[];
  workflowStates?: string[];
  nameSkeleton?: string;
  uen?: string;
  /** The application holding the trade name: its id, or the name's id in the public register. */
  tradeNameId?: string;
  activityIds?: string[];
  districtId?: string;
  provinceId?: string;
  protectionLevel?: string;
  tradeNameType?: string;
  businessType?: string;
  standAlone?: boolean;
  ownersUpn?: string[];
  createdAt?: [Date | null, Date | null];
  establishedAt?: [Date | null, Date | null];
  assigneeId?: string;
  /** The back office's one search box: name, UEN, reference (human or id), UPN or e-mail (any of them matching). */
  search?: { text: string; nameSkeleton: string | null; reference: string | null };
  /** A human reference (`TN-2026-000123`, typed in any case, with or without its zeros): anyone's own, staff's any. */
  reference?: string;
  overdue?: boolean;
  sort: { column: string; descending: boolean };
}

const listOf = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

function parseListFilters(query: ListQuery): ListFilters {
  const problems: FieldProblem[] = [];
  const oneOf = (field: string, values: string[], allowed: readonly string[]) => {
    if (values.length > MAX_LIST) problems.push({ code: 'validation.list-max', field, params: { max: MAX_LIST } });
    const wrong = values.find((v) => !allowed.includes(v));
    if (wrong !== undefined) problems.push({ code: 'validation.one-of', field, params: { allowed: allowed.join(', ') } });
    return values.length ? values : undefined;
  };
  const bool = (field: string, raw: string | undefined) => {
    if (raw === undefined || raw === '') return undefined;
    if (raw === 'true' || raw === 'false') return raw === 'true';
    problems.push({ code: 'validation.boolean', field });
    return undefined;
  };
  const range = (field: string, raw: string | undefined) => readDateRange(field, raw, problems);

  const filters: ListFilters = { sort: { column: SORTS.updatedAt, descending: true } };
  const ids = listOf(query.id);
  if (ids.length > MAX_LIST) problems.push({ code: 'validation.list-max', field: 'id', params: { max: MAX_LIST } });
  if (ids.some((id) => !UUID.test(id))) problems.push({ code: 'validation.id', field: 'id' });
  if (ids.length) filters.ids = ids;

  // `status`/`state` take a lifecycle or workflow states; `workflowState`/`workflow_state` only the latter.
  const statusField = query.status !== undefined ? 'status' : 'state';
  const statuses = listOf(query.status ?? query.state);
  oneOf(statusField, statuses, [...LIFECYCLES, ...WORKFLOW_STATES]);
  filters.lifecycles = statuses.filter((s) => (LIFECYCLES as readonly string[]).includes(s));
  const states = statuses.filter((s) => WORKFLOW_STATES.includes(s));
  const workflowField = query.workflowState !== undefined ? 'workflowState' : 'workflow_state';
  const workflow = oneOf(workflowField, listOf(query.workflowState ?? query.workflow_state), WORKFLOW_STATES) ?? [];
  // Both given: the states that satisfy both.
  const chosen = states.length && workflow.length ? states.filter((s) => workflow.includes(s)) : states.length ? states : workflow;
  // Both given and disjoint: a state no application is in, so nothing matches.
  if (states.length || workflow.length) filters.workflowStates = chosen.length ? chosen : ['(none)'];
  if (!filters.lifecycles.length) delete filters.lifecycles;

  const name = (query.name ?? query.trade_name)?.trim();
  if (name) {
    const keys = nameKeys(name);
    filters.nameSkeleton = keys.genericOnly ? keys.normalized : keys.skeleton;
  }
  if (query.unique_entity_number?.trim()) filters.uen = query.unique_entity_number.trim().toUpperCase();
  if (query.trade_name_id?.trim()) {
    if (!UUID.test(query.trade_name_id.trim())) problems.push({ code: 'validation.id', field: 'trade_name_id' });
    else filters.tradeNameId = query.trade_name_id.trim();
  }
  const activities = listOf(query.activityIds);
  if (activities.length > MAX_LIST) problems.push({ code: 'validation.list-max', field: 'activityIds', params: { max: MAX_LIST } });
  if (activities.some((a) => !/^[A-Za-z0-9.]{1,10}$/.test(a))) problems.push({ code: 'validation.format', field: 'activityIds' });
  if (activities.length) filters.activityIds = activities;
  if (query.districtId?.trim()) filters.districtId = query.districtId.trim();
  if (query.provinceId?.trim()) filters.provinceId = query.provinceId.trim();
  filters.protectionLevel = oneOf('protectionLevel', listOf(query.protectionLevel), PROTECTION_LEVELS)?.[0];
  filters.tradeNameType = oneOf('tradeNameType', listOf(query.tradeNameType), TRADE_NAME_TYPES)?.[0];
  filters.businessType = oneOf('businessType', listOf(query.businessType), BUSINESS_TYPES)?.[0];
  filters.standAlone = bool('standAlone', query.standAlone);
  const owners = listOf(query.ownersUPN);
  if (owners.length > MAX_LIST) problems.push({ code: 'validation.list-max', field: 'ownersUPN', params: { max: MAX_LIST } });
  if (owners.length) filters.ownersUpn = owners;
  filters.createdAt = range('createdAtRange', query.createdAtRange);
  filters.establishedAt = range('establishedAtRange', query.establishedAtRange);
  if (query.assigneeId?.trim()) filters.assigneeId = query.assigneeId.trim();
  filters.overdue = bool('overdue', query.overdue);
  const search = query.search?.trim();
  if (search) {
    const keys = nameKeys(search);
    const skeleton = keys.genericOnly ? keys.normalized : keys.skeleton;
    filters.search = { text: search, nameSkeleton: skeleton || null, reference: parseReference(search) };
  }
  if (query.reference?.trim()) {
    const reference = parseReference(query.reference);
    if (!reference) problems.push({ code: 'validation.format', field: 'reference' });
    else filters.reference = reference;
  }

  if (query.sortBy) {
    const descending = query.sortBy.startsWith('-');
    const key = query.sortBy.replace(/^-/, '');
    if (!Object.hasOwn(SORTS, key))
      problems.push({ code: 'validation.one-of', field: 'sortBy', params: { allowed: Object.keys(SORTS).join(', ') } });
    else filters.sort = { column: SORTS[key as keyof typeof SORTS], descending };
  }
  if (query.sortOrder !== undefined) {
    if (query.sortOrder !== 'asc' && query.sortOrder !== 'desc')
      problems.push({ code: 'validation.one-of', field: 'sortOrder', params: { allowed: 'asc, desc' } });
    else filters.sort.descending = query.sortOrder === 'desc';
  }
  for (const key of Object.keys(filters) as (keyof ListFilters)[]) if (filters[key] === undefined) delete filters[key];
  if (problems.length) throw invalid(problems);
  return filters;
}

/**
 * The lists of spec §7 from the read model: an applicant sees the applications of the verified
 * e-mail, staff with `applications.read` all of them, with every filter of the spec. Each row
 * carries its service-level due times on the working calendar of the moment.
 */
@QueryHandler(ListApplicationsQuery)
export class ListApplicationsHandler implements IQueryHandler<ListApplicationsQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly calendar: WorkingCalendarSource,
  ) {}

  /**
   * `kind` null: every kind (the applicant's "my applications", the staff's queue across kinds).
   * `page`: a slice given by offset and size (the back office's `_start`/`_end`) instead of the query's page.
   */
  async execute({
    streamKind: kind,
    resourceType,
    principal,
    filters: query,
    now,
    page = readPage(query as Record<string, unknown>),
  }: ListApplicationsQuery): Promise<ApplicationList> {
    const filters = parseListFilters(query);
    const calendar = await this.calendar.current();
    const conditions = [...this.scope(kind, principal, filters), ...this.filter(filters, principal, calendar, now)];
    // Each condition parenthesised, as the query builder this replaced did.
    const from = sql`FROM ${rmApplications.as('a')} WHERE ${Sql.join(
      conditions.map((c) => sql`(${c})`),
      ' AND ',
    )}`;
    // `sort.column` comes from SORTS only (parseListFilters), never from the query string.
    const order = Sql.raw(`ORDER BY ${filters.sort.column} ${filters.sort.descending ? 'DESC' : 'ASC'} NULLS LAST, a.stream_id ASC`);
    const rows = await selectRows(
      this.pool,
      rmApplications,
      sql`SELECT ${rmApplications.list('a')} ${from} ${order} LIMIT ${page.size} OFFSET ${page.offset}`,
    );
    const [{ total }] = await selectAs<{ total: string }>(this.pool, sql`SELECT count(*) AS total ${from}`);
    return collection(
      resourceType,
      rows.map((r) => this.present(r, principal, calendar, now)),
      page,
      Number(total),
    );
  }

  /** Whose rows: the caller's own (applicant), or every one (staff who may read applications). */
  private scope(kind: string | null, principal: Principal, filters: ListFilters): Sql[] {
    const conditions: Sql[] = [];
    // A trade-names list with standAlone=false lists the trade names that company registrations hold.
    if (kind === null) conditions.push(sql`true`);
    else if (kind === 'trade-name' && filters.standAlone === false) conditions.push(sql`a.kind = 'business'`);
    else if (kind === 'trade-name' && filters.standAlone === undefined) conditions.push(sql`a.kind IN ('trade-name', 'business')`);
    else conditions.push(sql`a.kind = ${kind}`);
    if (principal.kind === 'applicant') conditions.push(sql`lower(a.owner_email) = lower(${principal.email})`);
    else if (!principal.permissions.has('applications.read')) throw forbidden();
    return conditions;
  }

  private filter(f: ListFilters, principal: Principal, calendar: WorkingCalendar, now: Date): Sql[] {
    const where: Sql[] = [];
    if (f.ids) where.push(sql`a.stream_id = ANY(${f.ids}::text[])`);
    if (f.reference) where.push(sql`a.reference = ${f.reference}`);
    if (f.lifecycles) where.push(sql`a.lifecycle = ANY(${f.lifecycles}::text[])`);
    if (f.workflowStates) where.push(sql`a.status = ANY(${f.workflowStates}::text[])`);
    if (f.nameSkeleton !== undefined)
      where.push(sql`a.name_skeleton % ${f.nameSkeleton} OR strpos(a.name_skeleton, ${f.nameSkeleton}) > 0`);
    if (f.uen) where.push(sql`a.uen = ${f.uen}`);
    if (f.tradeNameId) {
      where.push(
        sql`a.stream_id = ${f.tradeNameId} OR a.stream_id IN (SELECT holder_stream_id FROM tn_claims WHERE id = CAST(${f.tradeNameId} AS uuid))`,
      );
    }
    if (f.activityIds) where.push(sql`a.activity_ids && ${f.activityIds}::text[]`);
    if (f.districtId) where.push(sql`a.district_id = ${f.districtId}`);
    if (f.provinceId) where.push(sql`a.province_id = ${f.provinceId}`);
    if (f.protectionLevel) where.push(sql`a.protection_level = ${f.protectionLevel}`);
    if (f.tradeNameType) where.push(sql`a.trade_name_type = ${f.tradeNameType}`);
    if (f.businessType) where.push(sql`a.business_type = ${f.businessType}`);
    if (f.createdAt?.[0]) where.push(sql`a.submitted_at >= ${f.createdAt[0]}`);
    if (f.createdAt?.[1]) where.push(sql`a.submitted_at < ${f.createdAt[1]}`);
    if (f.establishedAt?.[0]) where.push(sql`a.established_at >= ${f.establishedAt[0]}`);
    if (f.establishedAt?.[1]) where.push(sql`a.established_at < ${f.establishedAt[1]}`);
    // Who owns what is the registry's to search, not another applicant's.
    if (f.ownersUpn) {
      if (principal.kind !== 'staff') throw invalid([{ code: 'validation.unknown-field', field: 'ownersUPN' }]);
      where.push(sql`a.owners_upn && ${f.ownersUpn}::text[]`);
    }
    if (f.assigneeId) {
      if (principal.kind !== 'staff') throw invalid([{ code: 'validation.unknown-field', field: 'assigneeId' }]);
      if (f.assigneeId === 'none') where.push(sql`a.assignee_id IS NULL`);
      else where.push(sql`a.assignee_id = ${f.assigneeId === 'me' ? principal.userId : f.assigneeId}`);
    }
    if (f.search) {
      // Who owns what, and who applied, is the registry's to search, not another applicant's.
      if (principal.kind !== 'staff') throw invalid([{ code: 'validation.unknown-field', field: 'search' }]);
      const { text, nameSkeleton, reference: humanReference } = f.search;
      const reference = /^[0-9a-f-]{8,36}$/i.test(text) ? `${text.toLowerCase()}%` : null;
      where.push(sql`(${nameSkeleton}::text IS NOT NULL AND (a.name_skeleton % ${nameSkeleton}::text OR strpos(a.name_skeleton, ${nameSkeleton}::text) > 0))
        OR a.uen = upper(${text}::text) OR ${text}::text = ANY(a.owners_upn) OR lower(a.owner_email) = lower(${text}::text)
        OR (${reference}::text IS NOT NULL AND a.stream_id LIKE ${reference}::text)
        OR (${humanReference}::text IS NOT NULL AND a.reference = ${humanReference}::text)`);
    }
    if (f.overdue !== undefined) {
      // Due time grows with the clock's start, so "overdue" is "started before a cutoff".
      const answer = overdueCutoff(calendar, SERVICE_LEVELS.answer, now);
      const processing = overdueCutoff(calendar, SERVICE_LEVELS.processing, now);
      const late = sql`(a.answer_since < ${answer} OR a.processing_since < ${processing})`;
      where.push(f.overdue ? late : sql`NOT coalesce(${late}, false)`);
    }
    return where;
  }

  private present(r: ApplicationRow, principal: Principal, calendar: WorkingCalendar, now: Date) {
    const answerDueAt = r.answer_since ? dueTime(calendar, SERVICE_LEVELS.answer, r.answer_since) : null;
    const dueAt = r.processing_since ? dueTime(calendar, SERVICE_LEVELS.processing, r.processing_since) : null;
    return {
      id: r.stream_id,
      reference: r.reference,
      kind: r.kind,
      standAlone: r.kind !== 'business',
      status: r.status,
      state: r.lifecycle,
      name: r.name,
      uen: r.uen,
      ownerEmail: r.owner_email,
      version: Number(r.version),
      protectionLevel: r.protection_level,
      districtId: r.district_id,
      provinceId: r.province_id,
      activityIds: r.activity_ids,
      tradeNameType: r.trade_name_type,
      businessType: r.business_type,
      companyType: r.company_type,
      ...(principal.kind === 'staff' ? { ownersUPN: r.owners_upn, assigneeId: r.assignee_id } : {}),
      submittedAt: r.submitted_at,
      updatedAt: r.updated_at,
      establishedAt: r.established_at,
      // As told to people (outside working hours: that working day's close); "overdue" stays on the exact instants.
      answerDueAt: answerDueAt && dueTimeAsShown(calendar, answerDueAt),
      dueAt: dueAt && dueTimeAsShown(calendar, dueAt),
      /** What this caller may do next (the portal's "next action"; the back office's buttons). */
      nextActions: allowedEvents(workflowTableOf(r.kind), r.status, commandActor(principal)),
      overdue: [answerDueAt, dueAt].some((due) => due !== null && now.getTime() > due.getTime()),
    };
  }
}
