import { describe, expect, it } from 'vitest';
import { fieldLabel, translate } from '@registry/domain/shared/i18n/messages';
import { ApiError, loadProblemCatalogue } from '#src/lib/api';
import { errorsTreeOf, flattenErrors, serverErrorsOf } from './form-kit';
import { fieldIdOf, pathOfPointer, pathOfRuleField } from './paths';
import { browserFacts, fillField, judgeableProblems, messageText, ruleMessage, validateTradeNameDetails } from './rules';
import { fileProblem } from './upload-field';

describe('paths', () => {
  it('reads the three spellings of a field as one path', () => {
    expect(pathOfRuleField('shareholders[1].upn')).toBe('shareholders.1.upn');
    expect(pathOfPointer('/shareholders/1/upn')).toBe('shareholders.1.upn');
    expect(fieldIdOf('company.address.district_id')).toBe('field-company-address-district_id');
  });
});

describe('errors tree', () => {
  it("puts a list's own problem at root beside its items' problems, and flattens back", () => {
    const tree = errorsTreeOf([
      { code: 'shareholders.shares-not-capital', field: 'shareholders', params: { total: 5, capital: 10 } },
      { code: 'upn.invalid', field: 'shareholders[1].upn' },
    ]);
    const flat = flattenErrors(tree);
    expect(flat.map((e) => e.path).sort()).toEqual(['shareholders', 'shareholders.1.upn']);
    expect(messageText(flat.find((e) => e.path === 'shareholders')!.message, { locale: 'en' })).toContain('{{field}}');
  });

  it("keeps the API's wording and fills in the form's label", () => {
    expect(fillField(ruleMessage('phone.invalid', {}, 'en'), 'Mobile')).toBe(
      'Mobile: invalid phone number; write it as 07XXXXXXXXX or +9647XXXXXXXXX',
    );
  });
});

describe('server errors', () => {
  it('keeps a refusal as its codes by path, the first per field, worded with the label on the page in the language asked', async () => {
    await loadProblemCatalogue();
    const error = new ApiError(422, [
      { code: 'upn.unknown', title: 'UPN: unknown', source: { pointer: '/partners/1/upn' } },
      { code: 'x', title: 'second', source: { pointer: '/partners/1/upn' } },
      { code: 'validation.required', title: 'E-mail: required', meta: { field: 'email' } },
    ]);
    const fields = serverErrorsOf(error);
    expect(Object.keys(fields)).toEqual(['partners.1.upn', 'email']);
    expect(messageText(fields['partners.1.upn']!, { locale: 'en', label: 'Partner UPN' })).toBe(
      translate('upn.unknown', 'en', { field: 'Partner UPN' }),
    );
    expect(messageText(fields['partners.1.upn']!, { locale: 'ar', label: 'الرقم' })).toBe(
      translate('upn.unknown', 'ar', { field: 'الرقم' }),
    );
    // Without a label on the page, the field is named as the API names it.
    expect(messageText(fields.email!, { locale: 'kmr' })).toBe(
      translate('validation.required', 'kmr', { field: fieldLabel('email', 'kmr') }),
    );
    expect(serverErrorsOf(new Error('x'))).toEqual({});
  });
});

describe('rules in the browser', () => {
  it('drops what only the registry can know and keeps the rest', () => {
    const problems = judgeableProblems(
      validateTradeNameDetails(
        {
          locale: 'ckb',
          name: 'چیا',
          protection_level: 'kri_level',
          trade_name_type: 'profession',
          activity_ids: ['5630'],
          upn: '1198604170013',
          id_type: 'national_id',
          identity_documents: [],
          email: 'a@b.org',
          phone_number: '0750',
          partners: [{ type: 'natural', upn: '1198604170013', owning_percentage: 60 }],
        },
        browserFacts('2026-01-01'),
      ),
    );
    const codes = problems.map((p) => `${p.code}@${p.field}`).sort();
    expect(codes).toEqual(['partners.percentage-total@partners', 'phone.invalid@phone_number', 'validation.required@identity_documents']);
  });
});

describe('files', () => {
  it('checks type and size before sending', () => {
    expect(fileProblem({ name: 'a.docx', size: 10 }, 'other')?.code).toBe('file.invalid-type');
    expect(fileProblem({ name: 'a.pdf', size: 10 }, 'ceo_image')?.code).toBe('file.invalid-type');
    expect(fileProblem({ name: 'a.PNG', size: 11 * 1024 * 1024 }, 'ceo_image')).toEqual({ code: 'file.too-large', params: { size: 10 } });
    expect(fileProblem({ name: 'a.pdf', size: 10 }, 'certificate')).toBeUndefined();
  });
});
