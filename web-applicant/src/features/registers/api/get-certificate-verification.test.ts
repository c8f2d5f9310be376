import { describe, expect, it } from 'vitest';
import { flattenDocument, parseWith } from '#src/lib/api';
import { certificateVerificationSchema } from './get-certificate-verification';

describe('certificate verification', () => {
  const attributes = {
    number: 'TN-2026-000123-C1',
    registerNumber: 'TN-2026-000123',
    kind: 'trade-name',
    title: 'Certificate of trade name grant',
    certifies: 'This trade name is granted and protected.',
    standing: 'superseded',
    message: 'This certificate has been superseded by a newer one.',
    facts: [{ label: 'Holder', values: ['A. K.'] }],
    issuedAt: '2026-03-05T09:00:00.000Z',
    issuingEventHash: 'c2f1',
    supersededBy: { id: '8a1c', number: 'TN-2026-000123-C2' },
  };

  it('parses the answer of GET /api/v1/public/certificates/{key}', () => {
    const parsed = parseWith(
      certificateVerificationSchema,
      flattenDocument({ data: { type: 'certificate-verifications', id: '7f0c', attributes } }).data,
    );
    expect(parsed).toMatchObject({ id: '7f0c', standing: 'superseded', supersededBy: { number: 'TN-2026-000123-C2' } });
  });

  it('refuses a standing it does not know', () => {
    expect(() =>
      parseWith(
        certificateVerificationSchema,
        flattenDocument({ data: { type: 'certificate-verifications', id: '7f0c', attributes: { ...attributes, standing: 'lost' } } }).data,
      ),
    ).toThrow();
  });
});
