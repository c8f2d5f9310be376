import { describe, expect, it } from 'vitest';
import { flattenDocument, parsePage } from '#src/lib/api';
import { normalizeUen } from './get-business-by-uen';
import { businessesQueryFrom, businessesSearchOf } from './get-public-businesses';
import { tradeNameFiltersFrom, tradeNameQueryOf, tradeNameSearchOf } from './get-public-trade-names';
import { publicTradeNameSchema } from './schemas';

describe('public trade-name register', () => {
  it('parses a page as availability.controller publicList sends it', () => {
    const page = parsePage(
      publicTradeNameSchema,
      flattenDocument({
        data: [
          {
            type: 'trade-names',
            id: '0b5c',
            attributes: {
              id: '0b5c',
              name: 'Asmani Shin',
              language: 'en',
              protection_level: 'district_level',
              districtId: 'erbil-shaqlawa',
              provinceId: 'erbil',
              status: 'registered',
              activityIds: ['5630'],
              registeredAt: '2026-03-01T00:00:00.000Z',
            },
          },
        ],
        meta: { page: 1, rowsPerPage: 20, total: 1, hasMore: false },
      }),
    );
    expect(page.items[0]).toMatchObject({ id: '0b5c', protection_level: 'district_level', status: 'registered' });
  });

  it('keeps its filters in the address and builds the query', () => {
    const params = new URLSearchParams('name=Shin&provinceId=erbil&protectionLevel=kri_level&sortBy=name&page=2');
    const filters = tradeNameFiltersFrom(params);
    expect(tradeNameSearchOf(filters).toString()).toBe(params.toString());
    expect(tradeNameQueryOf(filters)).toEqual({
      name: 'Shin',
      provinceId: 'erbil',
      districtId: undefined,
      protectionLevel: 'kri_level',
      sortBy: 'name',
      page: 2,
      rowsPerPage: 20,
    });
    expect(tradeNameFiltersFrom(new URLSearchParams('protectionLevel=moon&sortBy=x'))).toMatchObject({
      protectionLevel: '',
      sort: '-registeredAt',
    });
  });
});

describe('public business register', () => {
  it('reads and writes the search of /businesses', () => {
    const query = businessesQueryFrom(new URLSearchParams('q=Zagros&page=2'));
    expect(query).toEqual({ tradeName: 'Zagros', page: 2, rowsPerPage: 20 });
    expect(businessesSearchOf({ ...query, page: 1 }).toString()).toBe('q=Zagros');
  });

  it('normalizes a unique entity number as people type it', () => {
    expect(normalizeUen(' 2026-0000 0012 3 ')).toBe('2026000000123');
  });
});
