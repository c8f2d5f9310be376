import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { ListQuery } from '#src/modules/applications/queries/list-applications/list-applications.dto';
import { JsonServerQuery, readSort } from '#src/modules/admin-directory/json-server';

/** A date filter of the dialect: a day (`2026-01-31`, the whole day in Erbil) or an ISO instant. */
const DAY_OR_INSTANT = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/;

/**
 * The filters of a review queue in the json-server dialect (react-admin's filter form sends
 * them as query parameters). They are the v1 lists' filters (ListQuery), renamed where the
 * dialect has its own convention (`_gte`/`_lte` for ranges, `q` for the search box).
 */
export class ReviewQueueQuery extends JsonServerQuery {
  @ApiPropertyOptional({ description: 'Workflow states or lifecycle (open, active, closed), comma-separated' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  status?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  provinceId?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  districtId?: string;

  @ApiPropertyOptional({ description: 'Trade names: profession, factory or company' })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  tradeNameType?: string;

  @ApiPropertyOptional({ description: 'Businesses: local_company, foreign_company or company_reintroduce' })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  businessType?: string;

  @ApiPropertyOptional({ description: 'ISIC codes, comma-separated: any of them' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  activityIds?: string;

  @ApiPropertyOptional({ description: 'true: past a working-hours service-level due time' })
  @IsOptional()
  @IsIn(['true', 'false'])
  overdue?: string;

  @ApiPropertyOptional({ description: 'The assigned reviewer: an id, "me" or "none"' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  assigneeId?: string;

  @ApiPropertyOptional({
    description: 'Trade names: true (default) the stand-alone applications; false those held by company registrations',
  })
  @IsOptional()
  @IsIn(['true', 'false'])
  standAlone?: string;

  @ApiPropertyOptional({ description: 'Submitted on or after (day or instant)' })
  @IsOptional()
  @Matches(DAY_OR_INSTANT)
  submittedAt_gte?: string;

  @ApiPropertyOptional({ description: 'Submitted on or before (day, included) or before (instant)' })
  @IsOptional()
  @Matches(DAY_OR_INSTANT)
  submittedAt_lte?: string;

  @ApiPropertyOptional({ description: 'Registered, granted or reserved on or after' })
  @IsOptional()
  @Matches(DAY_OR_INSTANT)
  establishedAt_gte?: string;

  @ApiPropertyOptional({ description: 'Registered, granted or reserved on or before' })
  @IsOptional()
  @Matches(DAY_OR_INSTANT)
  establishedAt_lte?: string;
}

/** The dialect's sortable fields: the list query's, with the queue's names for them. */
const SORTABLE = ['createdAt', 'updatedAt', 'name', 'status', 'establishedAt', 'dueAt'] as const;
const SORT_ALIASES = { submittedAt: 'createdAt', id: 'updatedAt' } as const;

const range = (from: string | undefined, to: string | undefined) => (from || to ? `${from ?? ''},${to ?? ''}` : undefined);

/**
 * The v1 list query (api/src/modules/applications/queries/list-applications/) a queue request
 * stands for: the same filters, checks and messages. `q` is the one search box: a name in any
 * script or spelling, a UEN, an application reference, a UPN of an owner or partner, or the
 * applicant's e-mail. Sorted by due time unless asked. A trade-names queue lists stand-alone
 * applications unless asked.
 */
export function listQueryOf(query: ReviewQueueQuery, streamKind: string | null): ListQuery {
  // The queue's work order: what falls due first comes first.
  const sort = readSort(query, SORTABLE, { field: 'dueAt', descending: false }, SORT_ALIASES);
  const q = query.q?.trim();
  const list: ListQuery = {
    id: query.id?.join(','),
    status: query.status,
    provinceId: query.provinceId,
    districtId: query.districtId,
    tradeNameType: query.tradeNameType,
    businessType: query.businessType,
    activityIds: query.activityIds,
    overdue: query.overdue,
    assigneeId: query.assigneeId,
    standAlone: query.standAlone ?? (streamKind === 'trade-name' ? 'true' : undefined),
    createdAtRange: range(query.submittedAt_gte, query.submittedAt_lte),
    establishedAtRange: range(query.establishedAt_gte, query.establishedAt_lte),
    sortBy: sort.field,
    sortOrder: sort.descending ? 'desc' : 'asc',
    ...(q ? { search: q } : {}),
  };
  for (const key of Object.keys(list) as (keyof ListQuery)[]) if (list[key] === undefined) delete list[key];
  return list;
}
