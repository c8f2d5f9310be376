import { describe, expect, it } from 'vitest';
import { flattenDocument, flattenResource } from './json-api';

describe('flattening JSON:API documents', () => {
  it('turns a resource into its id and attributes', () => {
    expect(flattenResource({ type: 'districts', id: 'erbil-centre', attributes: { name: 'Erbil', provinceId: 'erbil' } })).toEqual({
      id: 'erbil-centre',
      name: 'Erbil',
      provinceId: 'erbil',
    });
  });

  it('keeps the resource id when an attribute has the same name', () => {
    expect(flattenResource({ type: 'x', id: '7', attributes: { id: 'other' } })).toEqual({ id: '7' });
  });

  it('flattens a single document and keeps its meta', () => {
    const body = {
      data: { type: 'otp-requests', id: 'c1', attributes: { email: 'a@b.iq', resendAfterSeconds: 60 } },
      meta: { message: 'sent' },
    };
    expect(flattenDocument(body)).toEqual({ data: { id: 'c1', email: 'a@b.iq', resendAfterSeconds: 60 }, meta: { message: 'sent' } });
  });

  it('flattens a collection with its paging', () => {
    const body = {
      data: [
        { type: 'notifications', id: 'n1', attributes: { status: 'unread' } },
        { type: 'notifications', id: 'n2', attributes: { status: 'read' } },
      ],
      meta: { page: 1, rowsPerPage: 20, total: 2, hasMore: false, unread: 1 },
    };
    expect(flattenDocument(body)).toEqual({
      data: [
        { id: 'n1', status: 'unread' },
        { id: 'n2', status: 'read' },
      ],
      meta: { page: 1, rowsPerPage: 20, total: 2, hasMore: false, unread: 1 },
    });
  });

  it('reads a numeric id as text', () => {
    expect(flattenDocument({ data: { type: 'x', id: 12, attributes: {} } }).data).toEqual({ id: '12' });
  });

  it('answers null data for an empty body or a document with only meta', () => {
    expect(flattenDocument(null)).toEqual({ data: null, meta: {} });
    expect(flattenDocument({ meta: { marked: 3 } })).toEqual({ data: null, meta: { marked: 3 } });
  });

  it('passes a body that is not JSON:API through as data', () => {
    expect(flattenDocument({ status: 'ok' })).toEqual({ data: { status: 'ok' }, meta: {} });
  });
});
