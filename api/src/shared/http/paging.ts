import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { invalid, type FieldProblem } from '@registry/domain/shared/domain-error';
import type { Page } from './json-api.js';

export interface PagingOptions {
  pageKey?: string;
  sizeKey?: string;
  defaultSize?: number;
  maxSize?: number;
}

/** Page and page size from the query string (1-based pages; decided in docs/api.md). */
export function readPage(query: Record<string, unknown>, options: PagingOptions = {}): Page {
  const { pageKey = 'page', sizeKey = 'rowsPerPage', defaultSize = 20, maxSize = 100 } = options;
  const problems: FieldProblem[] = [];
  const whole = (key: string, fallback: number, min: number, max: number) => {
    const raw = query[key];
    if (raw === undefined || raw === '') return fallback;
    const text = Array.isArray(raw) ? String(raw[0]) : String(raw);
    if (!/^\d{1,9}$/.test(text)) {
      problems.push({ code: 'validation.integer', field: key });
      return fallback;
    }
    const value = Number(text);
    if (value < min) problems.push({ code: 'validation.number-min', field: key, params: { min } });
    if (value > max) problems.push({ code: 'validation.number-max', field: key, params: { max } });
    return value;
  };
  const page = whole(pageKey, 1, 1, 1_000_000);
  const size = whole(sizeKey, defaultSize, 1, maxSize);
  if (problems.length) throw invalid(problems);
  return { page, size, offset: (page - 1) * size };
}

/**
 * The paging parameters of a list's query (`readPage` checks their values and names the field of
 * a bad one), and `locale`, which every query may carry.
 */
export class PageQuery {
  @ApiPropertyOptional({ description: '1-based page' })
  @IsOptional()
  @IsString()
  @MaxLength(9)
  page?: string;

  @ApiPropertyOptional({ description: 'Rows per page (1 to 100, default 20)' })
  @IsOptional()
  @IsString()
  @MaxLength(3)
  rowsPerPage?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(10)
  locale?: string;
}
