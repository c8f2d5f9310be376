import { describe, expect, it } from 'vitest';
import { flattenDocument, parsePage } from '#src/lib/api';
import {
  publicationFiltersFrom,
  publicationQueryOf,
  publicationSearchOf,
  publicationsAtomUrl,
  publicationsCsvUrl,
} from './get-publications';
import { publicBusinessSchema, tradeNamePublicationSchema } from './schemas';

/** A page of `GET /api/v1/public/publications/businesses` as the API sends it (publicView + collection). */
const businessesDocument = {
  data: [
    {
      type: 'businesses',
      id: '6f1c6a52-3d0e-4c8a-9a55-0d2f5f0e9b11',
      attributes: {
        id: '6f1c6a52-3d0e-4c8a-9a55-0d2f5f0e9b11',
        name: 'کۆمپانیای زاگرۆس',
        names: { ckb: 'کۆمپانیای زاگرۆس', en: 'Zagros Company' },
        provinceId: 'erbil',
        districtId: 'erbil-soran',
        activityIds: ['4711', '5630'],
        status: 'registered',
        terminatedAt: null,
        uen: '2026000000123',
        businessType: 'local_company',
        companyType: 'limited',
        protectionLevel: 'kri_level',
        registeredAt: '2026-03-01T09:30:00.000Z',
      },
    },
  ],
  meta: { page: 1, rowsPerPage: 20, total: 1, hasMore: false },
};

describe('gazette responses', () => {
  it('parses a page of registered businesses', () => {
    const page = parsePage(publicBusinessSchema, flattenDocument(businessesDocument));
    expect(page.meta.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      uen: '2026000000123',
      names: { en: 'Zagros Company' },
      companyType: 'limited',
      activityIds: ['4711', '5630'],
    });
  });

  it('parses a granted trade name', () => {
    const parsed = tradeNamePublicationSchema.parse({
      id: 'a',
      name: 'چایخانەی شنۆ',
      names: { ckb: 'چایخانەی شنۆ' },
      provinceId: 'erbil',
      districtId: 'erbil-shaqlawa',
      activityIds: ['5630'],
      status: 'granted',
      terminatedAt: null,
      tradeNameType: 'profession',
      protectionLevel: 'district_level',
      grantedAt: '2026-03-02T10:00:00.000Z',
    });
    expect(parsed.grantedAt).toBe('2026-03-02T10:00:00.000Z');
  });

  it('refuses an entry without its date', () => {
    expect(publicBusinessSchema.safeParse({ id: 'x', name: 'n', status: 'registered' }).success).toBe(false);
  });
});

describe('gazette filters', () => {
  const params = new URLSearchParams(
    'tab=trade_names&name=Zagros&provinceId=erbil&districtId=erbil-soran&activityId=5630&from=2026-01-01&to=2026-01-31&sort=name&page=3&rowsPerPage=50',
  );

  it('reads the address and writes it back unchanged', () => {
    const filters = publicationFiltersFrom(params);
    expect(filters).toEqual({
      kind: 'trade_names',
      name: 'Zagros',
      provinceId: 'erbil',
      districtId: 'erbil-soran',
      activityId: '5630',
      from: '2026-01-01',
      to: '2026-01-31',
      sort: 'name',
      page: 3,
      rowsPerPage: 50,
    });
    expect(publicationSearchOf(filters).toString()).toBe(params.toString());
  });

  it('falls back to the defaults and leaves them out of the address', () => {
    const filters = publicationFiltersFrom(new URLSearchParams('tab=nonsense&sort=?&page=-1&rowsPerPage=x'));
    expect(filters).toMatchObject({ kind: 'businesses', sort: 'newest', page: 1, rowsPerPage: 20 });
    expect(publicationSearchOf(filters).toString()).toBe('');
  });

  it('builds the API query: a date range, the sort and paging', () => {
    expect(publicationQueryOf(publicationFiltersFrom(params))).toEqual({
      name: 'Zagros',
      provinceId: 'erbil',
      districtId: 'erbil-soran',
      activityIds: '5630',
      publishedAtRange: '2026-01-01,2026-01-31',
      sortBy: 'name',
      page: 3,
      rowsPerPage: 50,
    });
    const open = publicationQueryOf(publicationFiltersFrom(new URLSearchParams('to=2026-02-01')));
    expect(open).toMatchObject({ publishedAtRange: ',2026-02-01', sortBy: '-publishedAt', name: undefined });
  });

  it('links the CSV with the same filters (no paging) and the Atom feed of the province', () => {
    const filters = publicationFiltersFrom(params);
    expect(publicationsCsvUrl(filters)).toBe(
      '/api/v1/public/publications/trade_names.csv?name=Zagros&provinceId=erbil&districtId=erbil-soran&activityIds=5630&publishedAtRange=2026-01-01%2C2026-01-31&sortBy=name',
    );
    expect(publicationsAtomUrl('businesses', 'erbil')).toBe('/api/v1/public/publications/businesses.atom?provinceId=erbil');
    expect(publicationsAtomUrl('businesses', '')).toBe('/api/v1/public/publications/businesses.atom');
  });
});
