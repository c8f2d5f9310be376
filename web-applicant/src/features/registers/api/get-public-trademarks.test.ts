import { describe, expect, it } from 'vitest';
import { flattenDocument, parsePage } from '#src/lib/api';
import { trademarkFiltersFrom, trademarkQueryOf, trademarkSearchOf } from './get-public-trademarks';
import { publicTrademarkSchema } from './schemas';

describe('public register of marks', () => {
  it('parses a page as ListPublicTrademarksController sends it', () => {
    const page = parsePage(
      publicTrademarkSchema,
      flattenDocument({
        data: [
          {
            type: 'trademarks',
            id: '7d1e',
            attributes: {
              reference: 'TM-2026-000001',
              wordMark: { ckb: 'بەختیار', en: 'Bakhtiyar' },
              classes: [29, 30],
              status: 'reserved',
              submittedAt: '2026-03-01T00:00:00.000Z',
              reservedAt: '2026-03-04T00:00:00.000Z',
              imageUrl: '/api/v1/public/trademarks/7d1e/image',
            },
          },
        ],
        meta: { page: 1, rowsPerPage: 20, total: 1, hasMore: false },
      }),
    );
    expect(page.items[0]).toMatchObject({ id: '7d1e', classes: [29, 30], wordMark: { en: 'Bakhtiyar' }, status: 'reserved' });
    expect(page.meta.total).toBe(1);
  });

  it('keeps its filters in the address and builds the query', () => {
    const params = new URLSearchParams('words=Bakhtiyar&niceClass=30&status=terminated&sortBy=submittedAt&page=2');
    const filters = trademarkFiltersFrom(params);
    expect(trademarkSearchOf(filters).toString()).toBe(params.toString());
    expect(trademarkQueryOf(filters)).toEqual({
      words: 'Bakhtiyar',
      niceClass: '30',
      status: 'terminated',
      sortBy: 'submittedAt',
      page: 2,
      rowsPerPage: 20,
    });
  });

  it('drops a status or order the register does not have, and the defaults from the address', () => {
    expect(trademarkFiltersFrom(new URLSearchParams('status=submitted&sortBy=holder'))).toMatchObject({
      status: '',
      sort: '-reservedAt',
    });
    expect(trademarkSearchOf(trademarkFiltersFrom(new URLSearchParams(''))).toString()).toBe('');
  });
});
