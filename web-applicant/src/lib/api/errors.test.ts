import { fieldLabel, translate } from '@registry/domain/shared/i18n/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '#src/i18n';
import {
  ApiError,
  apiErrorFromResponse,
  codedProblem,
  fieldOfPointer,
  messageText,
  problemCatalogueLoaded,
  problemOf,
  problemsOf,
  refusalAt,
  refusalFromResponse,
  statusMessage,
  userMessageOf,
} from './errors';

afterEach(async () => {
  await i18n.changeLanguage('ckb');
});

describe('API errors', () => {
  it('reads field errors from source.pointer and source.parameter', () => {
    const error = apiErrorFromResponse(422, {
      errors: [
        { status: '422', code: 'validation.required', title: 'UPN: required', source: { pointer: '/partners/1/upn' } },
        {
          status: '422',
          code: 'trade-name.district-required',
          title: 'District: choose the district',
          source: { parameter: 'districtId' },
        },
        { status: '422', code: 'validation.required', title: 'second message for the same field', source: { pointer: '/partners/1/upn' } },
      ],
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.code).toBe('validation.required');
    expect(error.fieldErrors).toEqual({ 'partners.1.upn': 'UPN: required', districtId: 'District: choose the district' });
    expect(error.message).toBe('UPN: required');
    expect(error.hasCode('trade-name.district-required')).toBe(true);
  });

  it('unescapes JSON pointers', () => {
    expect(fieldOfPointer('/a~1b/c~0d/0')).toBe('a/b.c~d.0');
  });

  it('maps the statuses of spec §8 to messages in the UI language', async () => {
    await i18n.changeLanguage('en');
    expect(statusMessage(400)).toBe('Bad Request');
    expect(statusMessage(401)).toBe('Unauthorized');
    expect(statusMessage(403)).toBe('Forbidden');
    expect(statusMessage(404)).toBe('Not Found');
    expect(statusMessage(500)).toBe('Internal Server Error');
    expect(statusMessage(502)).toBe('Bad Gateway');
    expect(statusMessage(503)).toBe('Service Unavailable');
    await i18n.changeLanguage('ckb');
    expect(statusMessage(404)).toBe('نەدۆزرایەوە');
    await i18n.changeLanguage('ar');
    expect(statusMessage(503)).toBe('الخدمة غير متاحة');
    await i18n.changeLanguage('kmr');
    expect(statusMessage(401)).toBe('Bê destûr');
  });

  it('gives any other status the generic message', async () => {
    await i18n.changeLanguage('en');
    expect(apiErrorFromResponse(418, null).message).toBe('Something went wrong. Please try again.');
    expect(apiErrorFromResponse(504, null).message).toBe('Something went wrong. Please try again.');
  });

  it('never shows the body of a server error', async () => {
    await i18n.changeLanguage('en');
    const error = apiErrorFromResponse(500, { errors: [{ code: 'internal-error', title: 'SELECT * FROM secrets failed' }] });
    expect(error.message).toBe('Internal Server Error');
    expect(error.errors).toEqual([]);
    expect(error.code).toBe('http-500');
  });

  it('uses the status message for a 4xx without a JSON:API body', async () => {
    await i18n.changeLanguage('en');
    expect(apiErrorFromResponse(404, '<html>not found</html>').message).toBe('Not Found');
  });

  it('reads the wait of a refusal from meta or from Retry-After', () => {
    const fromMeta = apiErrorFromResponse(429, {
      errors: [{ code: 'otp.resend-too-soon', title: 'Wait 42 seconds', meta: { params: { seconds: 42 }, retryAfterSeconds: 42 } }],
    });
    expect(fromMeta.retryAfterSeconds).toBe(42);
    expect(apiErrorFromResponse(429, null, '30').retryAfterSeconds).toBe(30);
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(apiErrorFromResponse(503, null, 'Thu, 01 Jan 2026 10:00:05 GMT', now).retryAfterSeconds).toBe(5);
  });

  it('describes a network failure and any other thrown value', async () => {
    await i18n.changeLanguage('en');
    expect(new ApiError(0).message).toMatch(/could not be reached/);
    expect(new ApiError(0).code).toBe('network-error');
    expect(userMessageOf(new TypeError('boom'))).toBe('Something went wrong. Please try again.');
  });

  it('describes an error again in the language of the moment', async () => {
    await i18n.changeLanguage('en');
    const error = apiErrorFromResponse(503, null);
    await i18n.changeLanguage('ckb');
    expect(userMessageOf(error)).toBe('ڕاژە بەردەست نییە');
  });
});

// Runs last: the catalogue, once loaded, stays loaded for the file (the tests above read titles).
describe('a refusal keeps its codes and is worded in the language on screen (issue 23 §7)', () => {
  const refusal = {
    errors: [
      {
        status: '422',
        code: 'otp.invalid',
        title: 'Code: the code is wrong, expired or already used',
        source: { pointer: '/code' },
        meta: { field: 'code' },
      },
      { status: '422', code: 'validation.required', title: 'E-mail: required', source: { pointer: '/email' }, meta: { field: 'email' } },
    ],
  };

  it("shows the API's words for a code it cannot word yet, and loads the catalogue with a refusal", async () => {
    await i18n.changeLanguage('ckb');
    expect(problemCatalogueLoaded()).toBe(false);
    expect(apiErrorFromResponse(422, refusal).message).toBe('Code: the code is wrong, expired or already used');
    await refusalFromResponse(422, refusal);
    expect(problemCatalogueLoaded()).toBe(true);
  });

  it('words the message, the field messages and the summary line again after each switch, as the catalogue words them', async () => {
    await i18n.changeLanguage('ckb');
    const error = await refusalFromResponse(422, refusal);
    for (const locale of ['ckb', 'en', 'ar', 'kmr'] as const) {
      await i18n.changeLanguage(locale);
      const code = translate('otp.invalid', locale, { field: fieldLabel('code', locale) });
      expect(error.message).toBe(code);
      expect(userMessageOf(error)).toBe(code);
      expect(error.fieldErrors).toEqual({ code, email: translate('validation.required', locale, { field: fieldLabel('email', locale) }) });
    }
    expect(error.message).not.toBe(refusal.errors[0]!.title);
  });

  it("gives a page with one question the refusal at its field, else the refusal's one message", async () => {
    const error = await refusalFromResponse(422, refusal);
    await i18n.changeLanguage('en');
    expect(refusalAt(error, 'otp', 'code')).toBe(translate('otp.invalid', 'en', { field: fieldLabel('code', 'en') }));
    expect(refusalAt(error, 'phone')).toBe(error.message);
    expect(refusalAt(new ApiError(0), 'code')).toMatch(/could not be reached/);
  });

  it("writes a refusal's numbers as the page writes them", async () => {
    const throttled = await refusalFromResponse(429, {
      errors: [{ code: 'otp.resend-too-soon', title: 'Wait 1500 seconds', meta: { params: { seconds: 1500 }, retryAfterSeconds: 1500 } }],
    });
    await i18n.changeLanguage('en');
    expect(throttled.message).toBe('Wait 1,500 seconds before asking for a new code');
    await i18n.changeLanguage('ckb');
    expect(throttled.message).toContain('١٬٥٠٠');
  });

  it('keeps a coded problem through a string (a draft, a form error) and words it when shown, with the label on the page', async () => {
    const error = await refusalFromResponse(409, {
      errors: [{ code: 'stale-version', title: 'Someone else changed this; reload it and try again' }],
    });
    const kept = codedProblem(problemOf(error));
    await i18n.changeLanguage('ar');
    expect(messageText(kept)).toBe(translate('stale-version', 'ar'));
    expect(messageText(codedProblem(problemOf(await refusalFromResponse(422, refusal))), { label: 'رمز التحقق' })).toBe(
      translate('otp.invalid', 'ar', { field: 'رمز التحقق' }),
    );
    expect(messageText('plain words')).toBe('plain words');
  });

  it('words a word mark refused at submission (issue 33 §1) at the field wordMark, not as a bare 422', async () => {
    const refused = await refusalFromResponse(422, {
      errors: [
        {
          status: '422',
          code: 'trademark.same-class-mark',
          title: 'This mark is the same as or too similar to an earlier mark in the same Nice class (29): بەختیار',
          source: { pointer: '/wordMark' },
          meta: { field: 'wordMark', params: { marks: ['بەختیار'], classes: ['29'] } },
        },
      ],
      meta: { conflicts: [{ name: 'بەختیار', classes: [29], status: 'pending', kind: 'mark' }] },
    });
    const [atField] = problemsOf(refused);
    expect(atField!.path).toBe('wordMark');
    await i18n.changeLanguage('en');
    expect(messageText(codedProblem(atField!.problem))).toBe(
      'This mark is the same as or too similar to an earlier mark in the same Nice class (29): بەختیار',
    );
    await i18n.changeLanguage('ckb');
    // The class in the page's digits.
    expect(messageText(codedProblem(atField!.problem))).toBe(
      translate('trademark.same-class-mark', 'ckb', { marks: ['بەختیار'], classes: ['٢٩'] }),
    );
    expect(messageText(codedProblem(atField!.problem))).toContain('(٢٩)');
  });

  it('words a code the catalogue does not know by its status, and a server error never by its body', async () => {
    await refusalFromResponse(422, refusal);
    const unknown = apiErrorFromResponse(404, {
      errors: [{ code: 'route-unheard-of', title: 'Not Found (in the language of the request)' }],
    });
    await i18n.changeLanguage('ckb');
    expect(unknown.message).toBe(statusMessage(404, 'ckb'));
    await i18n.changeLanguage('en');
    expect(messageText(codedProblem(problemOf(new ApiError(503))))).toBe('Service Unavailable');
    expect(messageText(codedProblem(problemOf(new TypeError('boom'))))).toBe('Something went wrong. Please try again.');
  });
});
