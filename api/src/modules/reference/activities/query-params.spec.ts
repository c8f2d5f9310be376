import { DomainError } from '@registry/domain/shared/domain-error';
import { readBoolean, readId, readIdList, readSearch } from './query-params.js';
import { ACTIVITY_ID, canonicalActivityId } from './isic-catalogue.js';

const format = { pattern: ACTIVITY_ID, maxLength: 6, canonical: canonicalActivityId };
function problemOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return { kind: (error as DomainError).kind, problems: (error as DomainError).problems };
  }
  throw new Error('no error thrown');
}

describe('reference query parameters', () => {
  it('search: required, at most 100 characters (counted as readers count them)', () => {
    expect(problemOf(() => readSearch(undefined))).toEqual({
      kind: 'invalid',
      problems: [{ code: 'validation.required', field: 'search' }],
    });
    expect(readSearch('ک'.repeat(100))).toHaveLength(100);
    expect(readSearch('😀'.repeat(100))).toBeTruthy();
    expect(problemOf(() => readSearch('x'.repeat(101))).problems).toEqual([
      { code: 'validation.text-max', field: 'search', params: { max: 100 } },
    ]);
  });

  it('booleans are true or false', () => {
    expect(readBoolean('true', 'selectable')).toBe(true);
    expect(readBoolean('false', 'selectable')).toBe(false);
    expect(readBoolean(undefined, 'selectable')).toBeUndefined();
    expect(problemOf(() => readBoolean('yes', 'selectable')).problems).toEqual([{ code: 'validation.boolean', field: 'selectable' }]);
  });

  it('ids: ISIC codes, section letters in either case', () => {
    expect(readId('a', 'id', format)).toBe('A');
    expect(readId('0111', 'id', format)).toBe('0111');
    for (const bad of ['AB', '1', '0111111', "01'", '', 'A1'])
      expect(problemOf(() => readId(bad, 'id', format)).problems[0]).toMatchObject({ code: 'validation.id', field: 'id' });
  });

  it('id lists: comma-separated, order kept, repeats and blanks dropped, at most 200', () => {
    expect(readIdList(undefined, 'ids', format)).toEqual([]);
    expect(readIdList('4711, 0111,a,4711,', 'ids', format)).toEqual(['4711', '0111', 'A']);
    expect(problemOf(() => readIdList(Array(201).fill('01').join(','), 'ids', format)).problems).toEqual([
      { code: 'validation.list-max', field: 'ids', params: { max: 200 } },
    ]);
    expect(problemOf(() => readIdList('01,x1,02', 'ids', format)).problems).toEqual([
      { code: 'validation.id', field: 'ids', params: { index: 1 } },
    ]);
  });
});
