import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';
import { invalid, type FieldProblem } from '@registry/domain/shared/domain-error';
import type { Page } from '#src/shared/http/json-api';
import { registryValidationPipe } from '#src/shared/http/validation';
import type { Locale } from '@registry/domain/shared/i18n/locale';

/**
 * The REST dialect of ra-data-json-server (DESIGN.md API conventions): `_start`/`_end` (end
 * exclusive), `_sort`/`_order`, `q` and filters as query parameters, the total in `X-Total-Count`,
 * plain JSON records with an `id`. `id=a&id=b` is react-admin's getMany. The back office's
 * resources are thin controllers over the registry's services; only the dialect lives here.
 */

/** The largest slice one request may ask for (`_end - _start`). */
export const MAX_RANGE = 1000;
/** A slice asked for without `_end`. */
export const DEFAULT_RANGE = 25;
/** At most this many ids in one getMany. */
export const MAX_IDS = 200;

const asList = ({ value }: { value: unknown }) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);

/** The dialect's own parameters; each resource's query adds its filters (anything else is a 422). */
export class JsonServerQuery {
  @ApiPropertyOptional({ description: 'first row (0-based)', example: 0 })
  @IsOptional()
  @Matches(/^\d{1,9}$/)
  _start?: string;

  @ApiPropertyOptional({ description: 'row after the last one (exclusive)', example: 25 })
  @IsOptional()
  @Matches(/^\d{1,9}$/)
  _end?: string;

  @ApiPropertyOptional({ description: 'field to sort by' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  _sort?: string;

  @ApiPropertyOptional({ enum: ['ASC', 'DESC'] })
  @IsOptional()
  @IsIn(['ASC', 'DESC', 'asc', 'desc'])
  _order?: string;

  @ApiPropertyOptional({ description: 'full-text search' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ description: 'only these ids (repeat the parameter: id=a&id=b)', type: [String] })
  @IsOptional()
  @Transform(asList)
  @IsArray()
  @ArrayMaxSize(MAX_IDS)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  id?: string[];

  @ApiPropertyOptional({ description: 'language when no Accept-Language header is sent' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  locale?: string;
}

/** `_start`/`_end` as the registry's Page (offset and size); 422 naming the parameter when they make no slice. */
export function readRange(query: Pick<JsonServerQuery, '_start' | '_end'>, maxRange = MAX_RANGE): Page {
  const start = query._start === undefined ? 0 : Number(query._start);
  const end = query._end === undefined ? start + DEFAULT_RANGE : Number(query._end);
  const problems: FieldProblem[] = [];
  if (end <= start) problems.push({ code: 'validation.number-min', field: '_end', params: { min: start + 1 } });
  else if (end - start > maxRange) problems.push({ code: 'validation.number-max', field: '_end', params: { max: start + maxRange } });
  if (problems.length) throw invalid(problems);
  const size = end - start;
  return { page: Math.floor(start / size) + 1, size, offset: start };
}

export interface SortOrder<F extends string> {
  field: F;
  descending: boolean;
}

/**
 * `_sort` must be one of the resource's sortable fields (422 listing them); `aliases` maps the
 * dialect's names onto them (react-admin sorts by `id` when a list says nothing).
 */
export function readSort<F extends string>(
  query: Pick<JsonServerQuery, '_sort' | '_order'>,
  allowed: readonly F[],
  fallback: SortOrder<F>,
  aliases: Partial<Record<string, F>> = {},
): SortOrder<F> {
  if (query._sort === undefined || query._sort === '')
    return query._order ? { ...fallback, descending: query._order.toUpperCase() === 'DESC' } : fallback;
  const field = (aliases[query._sort] ?? query._sort) as F;
  if (!allowed.includes(field))
    throw invalid({ code: 'validation.one-of', field: '_sort', params: { allowed: [...allowed, ...Object.keys(aliases)] } });
  return { field, descending: (query._order ?? 'ASC').toUpperCase() === 'DESC' };
}

/** A list's answer: the rows as the body, the count of every match in `X-Total-Count`. */
export class Listed<T> {
  constructor(
    readonly rows: readonly T[],
    readonly total: number,
  ) {}
}

export const listed = <T>(rows: readonly T[], total: number) => new Listed(rows, total);

/**
 * On the back office's controllers: plain JSON (not JSON:API), never cached, and a `Listed`
 * answer becomes its rows with `X-Total-Count`.
 */
@Injectable()
export class JsonServerDialect implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const res = context.switchToHttp().getResponse<FastifyReply>();
    res.type('application/json');
    res.header('Cache-Control', 'no-store');
    return next.handle().pipe(
      map((value) => {
        if (!(value instanceof Listed)) return value;
        res.header('X-Total-Count', String(value.total));
        return value.rows;
      }),
    );
  }
}

/**
 * A small set held in memory (reference data: tens to a few thousand rows) filtered by the
 * caller, sorted and sliced as the dialect asks.
 */
export function sliceOf<T>(rows: readonly T[], page: Page, compare?: (a: T, b: T) => number): Listed<T> {
  const sorted = compare ? [...rows].sort(compare) : rows;
  return listed(sorted.slice(page.offset, page.offset + page.size), rows.length);
}

/** Compares by a key in the reader's language (texts), or by value (numbers, booleans, ISO dates). */
export function comparing<T>(locale: Locale, key: (row: T) => unknown, descending = false): (a: T, b: T) => number {
  const collator = new Intl.Collator(locale === 'kmr' ? 'ku' : locale, { sensitivity: 'base', numeric: true });
  const sign = descending ? -1 : 1;
  return (a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    if (typeof x === 'string' && typeof y === 'string') return sign * collator.compare(x, y);
    return sign * (x < y ? -1 : 1);
  };
}

/** Text folded for a case- and form-insensitive "contains" (Arabic-script and Latin alike). */
export const folded = (text: string) => text.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();

export function matchesSearch(q: string | undefined, ...texts: ReadonlyArray<string | null | undefined>): boolean {
  if (!q || !q.trim()) return true;
  const words = folded(q).split(' ');
  const haystack = folded(texts.filter(Boolean).join(' '));
  return words.every((w) => haystack.includes(w));
}

/** 'true'/'false' of a filter, or undefined. */
export const booleanFilter = (value: string | undefined) => (value === undefined || value === '' ? undefined : value === 'true');

/**
 * The whole record react-admin sends back on update (PUT), reduced to the fields a command
 * accepts and checked as that command's DTO (the same messages, the same 422). Read-only fields
 * of the record (id, timestamps, computed labels) are ignored, not refused.
 */
export async function commandOf<T extends object>(dto: new () => T, record: unknown, fields: readonly string[]): Promise<T> {
  const source = record && typeof record === 'object' && !Array.isArray(record) ? (record as Record<string, unknown>) : {};
  const picked: Record<string, unknown> = {};
  for (const field of fields) if (Object.hasOwn(source, field)) picked[field] = source[field];
  return (await registryValidationPipe(dto).transform(picked, { type: 'body', metatype: dto })) as T;
}
