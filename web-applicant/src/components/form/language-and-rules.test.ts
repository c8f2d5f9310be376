import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '#src/i18n';
import { stepProblems } from '#src/features/registration/model/step-rules';
import { errorsTreeOf, flattenErrors } from './form-kit';
import { codedMessage, fillField, isolateLatinRuns, messageText, ruleMessage, validateTradeNameText } from './rules';
import { fileProblem } from './upload-field';

const LRI = '\u2066';
const PDI = '\u2069';

afterEach(async () => {
  await i18n.changeLanguage('ckb');
});

describe('name rules as you type (issue 23 §1)', () => {
  it.each([
    ['شركة الجبل', 'ckb', 'trade-name.script-mismatch'],
    ['Zagros Trading', 'ckb', 'trade-name.script-mismatch'],
    ['Zagros ABC 2026 زاگرۆس', 'en', 'trade-name.wrong-script'],
    ['نانەوا & کۆ', 'ckb', 'trade-name.special-characters'],
    ['Trading Company', 'en', 'trade-name.generic-only'],
  ] as const)('refuses "%s" written as %s with %s, the API\'s own rule', (name, locale, code) => {
    expect(validateTradeNameText({ name, locale }).map((p) => p.code)).toContain(code);
  });

  it("gives the trade-name step's form the problem at the name field, so it shows as the applicant types", () => {
    const values = { locale: 'ckb', name: 'شركة الجبل', protection_level: 'kri_level', activity_ids: ['5630'] } as never;
    expect(stepProblems('trade-name', 'trade-name', values).map((p) => `${p.code}@${p.field}`)).toContain(
      'trade-name.script-mismatch@name',
    );
  });

  it('names the field and the language by name in every language, never "(ckb)" or "(en)"', () => {
    for (const locale of ['ckb', 'en', 'ar', 'kmr'] as const) {
      const text = fillField(ruleMessage('trade-name.wrong-script', { language: 'en' }, locale), 'LABEL');
      expect(text.startsWith('LABEL')).toBe(true);
      expect(text).not.toContain('(en)');
    }
    expect(fillField(ruleMessage('trade-name.wrong-script', { language: 'ckb' }, 'en'), 'Trade name')).toBe(
      'Trade name: the text must contain only the letters of the chosen language (Sorani Kurdish)',
    );
  });
});

describe("the user's language everywhere (issue 23 §7)", () => {
  it('keeps form errors as codes and words them in the language on screen when shown', async () => {
    const [error] = flattenErrors(errorsTreeOf([{ code: 'phone.invalid', field: 'phone_number' }]));
    await i18n.changeLanguage('en');
    const english = fillField(messageText(error!.message), 'Mobile');
    await i18n.changeLanguage('ar');
    const arabic = fillField(messageText(error!.message), 'الهاتف');
    expect(english).toMatch(/^Mobile: invalid phone number/);
    expect(arabic.startsWith('الهاتف')).toBe(true);
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
    expect(arabic).not.toContain('invalid');
  });

  it('writes numbers in messages as the page writes them: Kurdish digits with grouping, ٪', () => {
    const capital = ruleMessage('company.capital-below-minimum', { minimum: 1000000, companyType: 'llc' }, 'ckb');
    expect(capital).toContain('١٬٠٠٠٬٠٠٠');
    expect(capital).not.toMatch(/1000000/);
    expect(ruleMessage('company.capital-below-minimum', { minimum: 1000000, companyType: 'llc' }, 'en')).toContain('1,000,000');
    const share = ruleMessage('shareholders.government-share-too-high', { threshold: 25, percent: 30 }, 'ckb');
    expect(share).toContain('٢٥٪');
    expect(share).not.toContain('%');
  });

  it('isolates phone patterns, file types and paths as left to right in right-to-left messages', () => {
    expect(isolateLatinRuns('یان +9647XXXXXXXXX')).toBe(`یان ${LRI}+9647XXXXXXXXX${PDI}`);
    expect(isolateLatinRuns('فایل: static/2.pdf')).toBe(`فایل: ${LRI}static/2.pdf${PDI}`);
    expect(isolateLatinRuns('07XXXXXXXXX')).toBe('07XXXXXXXXX');
    expect(ruleMessage('phone.invalid', {}, 'ckb')).toContain(`${LRI}+9647XXXXXXXXX${PDI}`);
    expect(ruleMessage('phone.invalid', {}, 'en')).not.toContain(LRI);
  });

  it('isolates each allowed file type, so ".pdf" keeps its dot in front in Kurdish', () => {
    const problem = fileProblem({ name: 'a.docx', size: 10 }, 'other')!;
    const text = messageText(codedMessage(problem.code, problem.params), { locale: 'ckb' });
    expect(text).toContain(`${LRI}.pdf${PDI}`);
    expect(text).not.toContain(`${LRI}${LRI}`);
  });
});
