import { describe, expect, it } from 'vitest';
import { toBusinessPayload } from '#src/components/application-form/payload';
import { emptyBusiness } from '#src/components/application-form/values';
import { stepProblems } from './step-rules';

const UPLOAD = (n: number) => `3f1c2a9e-5b7d-4c1e-8a2b-00000000001${n}`;

function withPapers(type: 'local_company' | 'foreign_company') {
  const values = emptyBusiness(type);
  values.attachments.primary_certificate = UPLOAD(1);
  values.attachments.parent_company_documents = [UPLOAD(2)];
  return values;
}

describe('company kinds (issue 23 §8)', () => {
  it('never sends a local company’s branch-only papers (a draft switched from a branch); a branch sends them', () => {
    const local = toBusinessPayload(withPapers('local_company')).attachments;
    expect(local.primary_certificate).toBeUndefined();
    expect(local.parent_company_documents).toBeUndefined();
    const branch = toBusinessPayload(withPapers('foreign_company')).attachments;
    expect(branch).toMatchObject({ primary_certificate: UPLOAD(1), parent_company_documents: [UPLOAD(2)] });
  });

  it('asks a branch, and only a branch, for its opening pledge and parent-company papers', () => {
    const codesAt = (type: 'local_company' | 'foreign_company') =>
      stepProblems('business', 'documents', emptyBusiness(type), '2026-06-01').map((p) => `${p.code}@${p.field}`);
    expect(codesAt('foreign_company')).toEqual([
      'validation.required@attachments.primary_certificate',
      'validation.required@attachments.parent_company_documents',
    ]);
    expect(codesAt('local_company')).toEqual([]);
  });

  it('wants both signed copies of the beneficial-owner form', () => {
    const values = emptyBusiness('local_company');
    values.attachments.beneficial_owner_forms = [UPLOAD(3)];
    expect(stepProblems('business', 'documents', values, '2026-06-01')).toEqual([
      { code: 'attachments.beneficial-owner-copies', field: 'attachments.beneficial_owner_forms', params: { copies: 2 } },
    ]);
    values.attachments.beneficial_owner_forms = [UPLOAD(3), UPLOAD(4)];
    expect(stepProblems('business', 'documents', values, '2026-06-01')).toEqual([]);
  });
});
