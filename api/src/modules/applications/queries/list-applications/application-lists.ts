import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { forbidden, invalid, type FieldProblem } from '@registry/domain/shared/domain-error';
import { collection, type Page } from '../../../../shared/http/json-api.js';
import type { Principal } from '../../../../shared/http/principal.js';
import { readPage } from '../../../../shared/http/paging.js';
import { readDateRange } from '../../../../shared/http/date-range.js';
import { nameKeys } from '@registry/domain/trade-names/naming/name-key';
import { TRADE_NAME_STATUSES } from '@registry/domain/trade-names/application/workflow';
import { BUSINESS_STATUSES } from '@registry/domain/businesses/workflow';
import { TRADEMARK_STATUSES } from '@registry/domain/trademarks/workflow';
import { BUSINESS_TYPES, PROTECTION_LEVELS, TRADE_NAME_TYPES } from '@registry/domain/applications/application';
import { WorkingCalendarSource } from '../../../working-time/working-calendar.source.js';
import { SERVICE_LEVELS, dueTime, overdueCutoff } from '@registry/domain/working-time/service-levels';
import type { WorkingCalendar } from '@registry/domain/working-time/calendar';
import { ApplicationEntity } from '../../projections/application.entity.js';
import { LIFECYCLES, workflowTableOf, type ApplicationStreamType } from '../../projections/application-facets.js';
import { allowedEvents } from '@registry/domain/applications/workflow/workflow';
import { commandActor } from '../../collaborators/application-access.js';
import type { ListQuery } from './list-applications.dto.js';

const WORKFLOW_STATES = [...new Set<string>([...TRADE_NAME_STATUSES, ...BUSINESS_STATUSES, ...TRADEMARK_STATUSES])];
const SORTS = { createdAt: 'a.submitted_at', updatedAt: 'a.updated_at', name: 'a.name', status: 'a.status', establishedAt: 'a.established_at', dueAt: 'a.processing_since' } as const;
const MAX_LIST = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters of a list, checked: every bad value is a field problem naming the parameter. */
export interface ListFilters {
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
  overdue?: boolean;
  sort: { column: string; descending: boolean };
}

const listOf = (raw: string | undefined) => (raw ?? '').split(',').map((v) => v.trim()).filter(Boolean);

export function parseListFilters(query: ListQuery): ListFilters {
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

  if (query.sortBy) {
    const descending = query.sortBy.startsWith('-');
    const key = query.sortBy.replace(/^-/, '');
    if (!Object.hasOwn(SORTS, key)) problems.push({ code: 'validation.one-of', field: 'sortBy', params: { allowed: Object.keys(SORTS).join(', ') } });
    else filters.sort = { column: SORTS[key as keyof typeof SORTS], descending };
  }
  if (query.sortOrder !== undefined) {
    if (query.sortOrder !== 'asc' && query.sortOrder !== 'desc') problems.push({ code: 'validation.one-of', field: 'sortOrder', params: { allowed: 'asc, desc' } });
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
@Injectable()
export class ApplicationLists {
  constructor(
    @InjectRepository(ApplicationEntity) private readonly rows: Repository<ApplicationEntity>,
    private readonly calendar: WorkingCalendarSource,
  ) {}

  /**
   * `kind` null: every kind (the applicant's "my applications", the staff's queue across kinds).
   * `page`: a slice given by offset and size (the back office's `_start`/`_end`) instead of the query's page.
   */
  async list(kind: string | null, resourceType: string, principal: Principal, query: ListQuery, now = new Date(), page: Page = readPage(query as Record<string, unknown>)) {
    const filters = parseListFilters(query);
    const calendar = await this.calendar.current();
    const builder = this.rows.createQueryBuilder('a');
    this.scope(builder, kind, principal, filters);
    this.filter(builder, filters, principal, calendar, now);
    const [rows, total] = await builder
      .orderBy(filters.sort.column, filters.sort.descending ? 'DESC' : 'ASC', 'NULLS LAST')
      .addOrderBy('a.stream_id')
      .skip(page.offset)
      .take(page.size)
      .getManyAndCount();
    return collection(resourceType, rows.map((r) => this.present(r, principal, calendar, now)), page, total);
  }

  /** Whose rows: the caller's own (applicant), or every one (staff who may read applications). */
  private scope(builder: SelectQueryBuilder<ApplicationEntity>, kind: string | null, principal: Principal, filters: ListFilters): void {
    // A trade-names list with standAlone=false lists the trade names that company registrations hold.
    if (kind === null) builder.where('true');
    else if (kind === 'trade-name' && filters.standAlone === false) builder.where(`a.kind = 'business'`);
    else if (kind === 'trade-name' && filters.standAlone === undefined) builder.where(`a.kind IN ('trade-name', 'business')`);
    else builder.where('a.kind = :kind', { kind });
    if (principal.kind === 'applicant') builder.andWhere('lower(a.owner_email) = lower(:email)', { email: principal.email });
    else if (!principal.permissions.has('applications.read')) throw forbidden();
  }

  private filter(builder: SelectQueryBuilder<ApplicationEntity>, f: ListFilters, principal: Principal, calendar: WorkingCalendar, now: Date): void {
    if (f.ids) builder.andWhere('a.stream_id IN (:...ids)', { ids: f.ids });
    if (f.lifecycles) builder.andWhere('a.lifecycle IN (:...lifecycles)', { lifecycles: f.lifecycles });
    if (f.workflowStates) builder.andWhere('a.status IN (:...states)', { states: f.workflowStates });
    if (f.nameSkeleton !== undefined) builder.andWhere('(a.name_skeleton % :skeleton OR strpos(a.name_skeleton, :skeleton) > 0)', { skeleton: f.nameSkeleton });
    if (f.uen) builder.andWhere('a.uen = :uen', { uen: f.uen });
    if (f.tradeNameId) {
      builder.andWhere(`(a.stream_id = :tradeNameId OR a.stream_id IN (SELECT holder_stream_id FROM tn_claims WHERE id = CAST(:tradeNameId AS uuid)))`, { tradeNameId: f.tradeNameId });
    }
    if (f.activityIds) builder.andWhere('a.activity_ids && :activities', { activities: f.activityIds });
    if (f.districtId) builder.andWhere('a.district_id = :district', { district: f.districtId });
    if (f.provinceId) builder.andWhere('a.province_id = :province', { province: f.provinceId });
    if (f.protectionLevel) builder.andWhere('a.protection_level = :level', { level: f.protectionLevel });
    if (f.tradeNameType) builder.andWhere('a.trade_name_type = :tradeNameType', { tradeNameType: f.tradeNameType });
    if (f.businessType) builder.andWhere('a.business_type = :businessType', { businessType: f.businessType });
    if (f.createdAt?.[0]) builder.andWhere('a.submitted_at >= :createdFrom', { createdFrom: f.createdAt[0] });
    if (f.createdAt?.[1]) builder.andWhere('a.submitted_at < :createdTo', { createdTo: f.createdAt[1] });
    if (f.establishedAt?.[0]) builder.andWhere('a.established_at >= :establishedFrom', { establishedFrom: f.establishedAt[0] });
    if (f.establishedAt?.[1]) builder.andWhere('a.established_at < :establishedTo', { establishedTo: f.establishedAt[1] });
    // Who owns what is the registry's to search, not another applicant's.
    if (f.ownersUpn) {
      if (principal.kind !== 'staff') throw invalid([{ code: 'validation.unknown-field', field: 'ownersUPN' }]);
      builder.andWhere('a.owners_upn && :owners', { owners: f.ownersUpn });
    }
    if (f.assigneeId) {
      if (principal.kind !== 'staff') throw invalid([{ code: 'validation.unknown-field', field: 'assigneeId' }]);
      if (f.assigneeId === 'none') builder.andWhere('a.assignee_id IS NULL');
      else builder.andWhere('a.assignee_id = :assignee', { assignee: f.assigneeId === 'me' ? principal.userId : f.assigneeId });
    }
    if (f.overdue !== undefined) {
      // Due time grows with the clock's start, so "overdue" is "started before a cutoff".
      const answer = overdueCutoff(calendar, SERVICE_LEVELS.answer, now);
      const processing = overdueCutoff(calendar, SERVICE_LEVELS.processing, now);
      const late = '(a.answer_since < :answerCutoff OR a.processing_since < :processingCutoff)';
      builder.andWhere(f.overdue ? late : `NOT coalesce(${late}, false)`, { answerCutoff: answer, processingCutoff: processing });
    }
  }

  private present(r: ApplicationEntity, principal: Principal, calendar: WorkingCalendar, now: Date) {
    const answerDueAt = r.answerSince ? dueTime(calendar, SERVICE_LEVELS.answer, r.answerSince) : null;
    const dueAt = r.processingSince ? dueTime(calendar, SERVICE_LEVELS.processing, r.processingSince) : null;
    return {
      id: r.streamId,
      kind: r.kind,
      standAlone: r.kind !== 'business',
      status: r.status,
      state: r.lifecycle,
      name: r.name,
      uen: r.uen,
      ownerEmail: r.ownerEmail,
      version: Number(r.version),
      protectionLevel: r.protectionLevel,
      districtId: r.districtId,
      provinceId: r.provinceId,
      activityIds: r.activityIds,
      tradeNameType: r.tradeNameType,
      businessType: r.businessType,
      companyType: r.companyType,
      ...(principal.kind === 'staff' ? { ownersUPN: r.ownersUpn, assigneeId: r.assigneeId } : {}),
      submittedAt: r.submittedAt,
      updatedAt: r.updatedAt,
      establishedAt: r.establishedAt,
      answerDueAt,
      dueAt,
      /** What this caller may do next (the portal's "next action"; the back office's buttons). */
      nextActions: allowedEvents(workflowTableOf(r.kind as ApplicationStreamType), r.status, commandActor(principal)),
      overdue: [answerDueAt, dueAt].some((due) => due !== null && now.getTime() > due.getTime()),
    };
  }
}
