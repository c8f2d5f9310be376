import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, Matches } from 'class-validator';

/** A day (YYYY-MM-DD, the registry's day) or an instant with its zone; anything else is a 422 naming the parameter. */
const DAY_OR_ZONED_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** Iraq keeps UTC+3 all year (no daylight saving since 2008), so a registry day starts at 00:00+03:00. */
const REGISTRY_DAY_START = 'T00:00:00+03:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A query parameter bounding a time range: a strict ISO 8601 day or zoned instant. */
export const DayOrInstant = (description: string) =>
  applyDecorators(ApiPropertyOptional({ description }), IsOptional(), IsISO8601({ strict: true }), Matches(DAY_OR_ZONED_INSTANT));

const isDay = (value: string) => value.length === 10;

/** `_gte`: a day counts from its first moment in Asia/Baghdad; an instant as given. */
export const lowerBound = (value: string | undefined): Date | null =>
  value === undefined ? null : new Date(isDay(value) ? `${value}${REGISTRY_DAY_START}` : value);

/** `_lte`, exclusive once converted: a day is included whole (up to the next day's start); an instant is included. */
export const upperBound = (value: string | undefined): Date | null =>
  value === undefined
    ? null
    : isDay(value)
      ? new Date(new Date(`${value}${REGISTRY_DAY_START}`).getTime() + DAY_MS)
      : new Date(new Date(value).getTime() + 1);

/** Time bounds as a half-open range [from, until). */
export interface TimeRange {
  from: Date | null;
  until: Date | null;
}

export const rangeOf = (gte: string | undefined, lte: string | undefined): TimeRange => ({ from: lowerBound(gte), until: upperBound(lte) });
