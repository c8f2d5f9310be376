import { DomainError } from '@registry/domain/shared/domain-error';
import { comparing, matchesSearch, readRange, readSort, sliceOf } from './json-server.js';

const problemOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as DomainError).problems[0];
  }
  throw new Error('no refusal');
};

describe('the json-server dialect', () => {
  it('turns _start/_end (end exclusive) into an offset and a size, 25 rows when _end is absent', () => {
    expect(readRange({ _start: '0', _end: '25' })).toEqual({ page: 1, size: 25, offset: 0 });
    expect(readRange({ _start: '50', _end: '75' })).toEqual({ page: 3, size: 25, offset: 50 });
    expect(readRange({ _start: '1', _end: '3' })).toMatchObject({ size: 2, offset: 1 });
    expect(readRange({})).toMatchObject({ size: 25, offset: 0 });
    expect(readRange({ _start: '10' })).toMatchObject({ size: 25, offset: 10 });
  });

  it('refuses an empty or reversed slice and one over the limit, naming _end', () => {
    expect(problemOf(() => readRange({ _start: '5', _end: '5' }))).toEqual({
      code: 'validation.number-min',
      field: '_end',
      params: { min: 6 },
    });
    expect(problemOf(() => readRange({ _start: '0', _end: '101' }, 100))).toEqual({
      code: 'validation.number-max',
      field: '_end',
      params: { max: 100 },
    });
  });

  it('reads _sort among the allowed fields (aliases included) and _order in either case', () => {
    const fallback = { field: 'created_at', descending: true } as const;
    expect(readSort({}, ['email', 'created_at'], fallback)).toEqual(fallback);
    expect(readSort({ _order: 'ASC' }, ['email', 'created_at'], fallback)).toEqual({ field: 'created_at', descending: false });
    expect(readSort({ _sort: 'email', _order: 'desc' }, ['email', 'created_at'], fallback)).toEqual({ field: 'email', descending: true });
    expect(readSort({ _sort: 'id', _order: 'ASC' }, ['email', 'created_at'], fallback, { id: 'created_at' })).toEqual({
      field: 'created_at',
      descending: false,
    });
    expect(problemOf(() => readSort({ _sort: 'password_hash' }, ['email'], { field: 'email', descending: false }))).toMatchObject({
      code: 'validation.one-of',
      field: '_sort',
      params: { allowed: ['email'] },
    });
  });

  it('searches every word in any script, whatever the case and the spacing', () => {
    expect(matchesSearch('limited  COMPANY', 'Limited liability company')).toBe(true);
    expect(matchesSearch('کۆمپانیا', 'Company', 'کۆمپانیا')).toBe(true);
    expect(matchesSearch('bank', 'Company')).toBe(false);
    expect(matchesSearch(undefined, 'anything')).toBe(true);
  });

  it('sorts texts in the reader’s language, empty values last, and slices with the total of every match', () => {
    const rows = [{ n: 'b' }, { n: null }, { n: 'a' }, { n: 'C' }];
    const page = sliceOf(
      rows,
      { page: 1, size: 2, offset: 0 },
      comparing('en', (r: { n: string | null }) => r.n),
    );
    expect(page.rows.map((r) => r.n)).toEqual(['a', 'b']);
    expect(page.total).toBe(4);
    const desc = sliceOf(
      rows,
      { page: 1, size: 4, offset: 0 },
      comparing('en', (r: { n: string | null }) => r.n, true),
    );
    expect(desc.rows.map((r) => r.n)).toEqual(['C', 'b', 'a', null]);
  });
});
