import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import fc from 'fast-check';
import { DomainError, type FieldProblem } from '@registry/domain/shared/domain-error';
import { registryValidationPipe } from '#src/shared/http/validation';
import { validateBusinessDetails } from '@registry/domain/applications/rules/business';
import { business, factsFor, trademark, tradeName, upload } from '@registry/domain/applications/rules/payloads.fixture';
import { validateTradeNameDetails } from '@registry/domain/applications/rules/trade-name';
import { validateTrademarkDetails } from '@registry/domain/applications/rules/trademark';
import { BusinessDetailsDto, TradeNameDetailsDto, TrademarkDetailsDto } from './application-details.dto.js';

type Dto = new () => object;
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** class-validator as the global pipe runs it: never throws, answers a list of errors. */
async function errorsOf(dto: Dto, body: unknown): Promise<ValidationError[]> {
  // The pipe validates a missing body as an empty object (ValidationPipe.toEmptyIfNil).
  const instance: object = plainToInstance(dto, (body ?? {}) as object);
  return validate(instance, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true });
}

/** The app's own pipe: every refusal is a DomainError with coded problems. */
async function problemsOf(dto: Dto, body: unknown): Promise<FieldProblem[]> {
  try {
    await registryValidationPipe().transform(body, { type: 'body', metatype: dto, data: '' });
    return [];
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return [...error.problems];
  }
}
const pairs = (problems: FieldProblem[]) => problems.map((p) => `${p.code}@${p.field}`);

describe('application request DTOs', () => {
  it.each([
    ['trade name', TradeNameDetailsDto, tradeName()],
    [
      'business',
      BusinessDetailsDto,
      business({ applicant: { ceo_is_applicant: false, upn: '6197505050066', union_card: upload(7), power_of_attorney: upload(8) } }),
    ],
    ['trademark', TrademarkDetailsDto, trademark()],
  ] as const)('given a valid %s payload as JSON, when validated, then no error', async (_, dto, payload) => {
    expect(await errorsOf(dto, json(payload))).toEqual([]);
    expect(await problemsOf(dto, json(payload))).toEqual([]);
  });

  it('given an empty body, when validated, then every required field is validation.required', async () => {
    expect(pairs(await problemsOf(TrademarkDetailsDto, {}))).toEqual([
      'validation.required@wordMark',
      'validation.required@classes',
      'validation.required@owner',
      'validation.required@email',
      'validation.required@phone_number',
    ]);
    const business = pairs(await problemsOf(BusinessDetailsDto, {}));
    for (const field of [
      'type',
      'email',
      'trade_name',
      'company',
      'activity_ids',
      'ceo',
      'applicant',
      'shareholders',
      'contract',
      'attachments',
    ]) {
      expect(business).toContain(`validation.required@${field}`);
    }
  });

  it('given wrong types, when validated, then each is named with its code', async () => {
    const base = json(business());
    const body = {
      ...base,
      type: 'llc',
      activity_ids: '5630',
      company: {
        ...base.company,
        capital_in_number: '1000000',
        project_type: 7,
        address: { ...base.company.address, location: { lat: 'north', lng: 500 } },
      },
      applicant: { ceo_is_applicant: 'yes' },
      ceo: { ...base.ceo, personal_image: 'not-a-uuid', permissions: [1, 2] },
      shareholders: [1, null, 'x', { ...base.shareholders[0], number_of_shares: 1.5 }],
      contract: [],
    };
    const problems = pairs(await problemsOf(BusinessDetailsDto, body));
    expect(problems).toEqual(
      expect.arrayContaining([
        'validation.one-of@type',
        'validation.list@activity_ids',
        'validation.integer@company.capital_in_number',
        'validation.one-of@company.project_type',
        'validation.number@company.address.location.lat',
        'validation.number-max@company.address.location.lng',
        'validation.boolean@applicant.ceo_is_applicant',
        'validation.id@ceo.personal_image',
        'validation.text@ceo.permissions',
        'validation.integer@shareholders[3].number_of_shares',
        'validation.object@contract',
      ]),
    );
    expect(problems.some((p) => p.endsWith('@shareholders[0]') || p.endsWith('@shareholders'))).toBe(true);
  });

  it('given 100,000-character strings, when validated, then text-max (never stored, never a crash)', async () => {
    const huge = 'ک'.repeat(100_000);
    const base = json(business());
    const body = {
      ...base,
      email: `${'a'.repeat(100_000)}@example.com`,
      trade_name: { ...base.trade_name, name: huge },
      ceo: { ...base.ceo, upn: '1'.repeat(100_000) },
      contract: { ...base.contract, goals: huge },
    };
    const problems = pairs(await problemsOf(BusinessDetailsDto, body));
    expect(problems).toEqual(
      expect.arrayContaining(['validation.text-max@trade_name.name', 'validation.text-max@ceo.upn', 'validation.text-max@contract.goals']),
    );
    expect(problems.some((p) => p.endsWith('@email'))).toBe(true);
  });

  it('given the clauses an older client typed, when shaped, then accepted and dropped (the contract is generated from the record)', async () => {
    const base = json(business());
    const typed = {
      name: 'Zagros Co.',
      address: 'x',
      purpose: 'y',
      activities: ['ک'.repeat(6000)],
      capital: '2,000,000',
      shareholders: 'z',
      coordinator: 'w',
    };
    const body = { ...base, contract: { ...base.contract, clauses: typed } };
    expect(await problemsOf(BusinessDetailsDto, body)).toEqual([]);
    const shaped = (await registryValidationPipe().transform(body, { type: 'body', metatype: BusinessDetailsDto, data: '' })) as {
      contract: Record<string, unknown>;
    };
    expect(JSON.parse(JSON.stringify(shaped.contract))).not.toHaveProperty('clauses');
    expect(shaped.contract.goals).toBe(base.contract.goals);
  });

  it('given lists that are too long, when validated, then validation.list-max', async () => {
    const problems = pairs(
      await problemsOf(TradeNameDetailsDto, {
        ...json(tradeName()),
        activity_ids: Array.from({ length: 10_000 }, () => '5630'),
        identity_documents: Array.from({ length: 1000 }, (_, i) => upload(i)),
      }),
    );
    expect(problems).toEqual(expect.arrayContaining(['validation.list-max@activity_ids', 'validation.list-max@identity_documents']));
  });

  it('given unknown fields at the top and deep inside, when validated, then validation.unknown-field on each', async () => {
    const base = json(business());
    const body = {
      ...base,
      admin: true,
      company: { ...base.company, address: { ...base.company.address, secret: 1 } },
      shareholders: [{ ...base.shareholders[0], role: 'owner' }],
    };
    expect(pairs(await problemsOf(BusinessDetailsDto, body))).toEqual(
      expect.arrayContaining([
        'validation.unknown-field@admin',
        'validation.unknown-field@company.address.secret',
        'validation.unknown-field@shareholders[0].role',
      ]),
    );
  });

  it('given nested nonsense (nulls, arrays for objects, prototype keys, enums of the wrong case), when validated, then problems and no throw', async () => {
    const base = json(trademark());
    const bodies: unknown[] = [
      { ...base, owner: null, wordMark: [], classes: [[], { classNumber: '30', terms: 'tea' }, { classNumber: 46, terms: [null] }] },
      { ...base, owner: { type: 'NATURAL', upn: 123 }, classes: { 0: { classNumber: 1, terms: [] } } },
      JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}'),
      { ...base, wordMark: { ckb: { nested: 'object' }, en: ['array'], ar: 42 } },
    ];
    for (const body of bodies) {
      await expect(errorsOf(TrademarkDetailsDto, body)).resolves.not.toHaveLength(0);
      const problems = await problemsOf(TrademarkDetailsDto, body);
      expect(problems.length).toBeGreaterThan(0);
      for (const problem of problems) expect(problem.code).toMatch(/^validation\./);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('given blank-only required texts, when validated, then validation.required (values are trimmed)', async () => {
    const base = json(business());
    const body = { ...base, contract: { ...base.contract, lawyer_name: '   ', goals: '\n\t' } };
    expect(pairs(await problemsOf(BusinessDetailsDto, body))).toEqual([
      'validation.required@contract.lawyer_name',
      'validation.required@contract.goals',
    ]);
  });

  it('property: any JSON body at all gives problems or passes, never throws anything but the coded refusal', async () => {
    for (const dto of [TradeNameDetailsDto, BusinessDetailsDto, TrademarkDetailsDto]) {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (body) => {
          await errorsOf(dto, body);
          await problemsOf(dto, body);
        }),
        { numRuns: 150 },
      );
    }
  });

  it.each([
    ['trade name', TradeNameDetailsDto, json(tradeName()), validateTradeNameDetails],
    ['business', BusinessDetailsDto, json(business()), validateBusinessDetails],
    ['trademark', TrademarkDetailsDto, json(trademark()), validateTrademarkDetails],
  ] as const)(
    'property: a valid %s payload with one value anywhere replaced by random JSON never throws, in the DTO or in the rules it lets through',
    async (_, dto, payload, rules) => {
      const paths = (value: unknown, prefix: (string | number)[] = []): (string | number)[][] =>
        value && typeof value === 'object'
          ? Object.entries(value).flatMap(([k, v]) => {
              const path = [...prefix, Array.isArray(value) ? Number(k) : k];
              return [path, ...paths(v, path)];
            })
          : [];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paths(payload)),
          fc.oneof(fc.constant(null), fc.jsonValue({ maxDepth: 3 })),
          async (path, replacement) => {
            const body = json(payload) as unknown as Record<string | number, unknown>;
            let parent = body;
            for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
            parent[path[path.length - 1]!] = replacement;
            const instance: object = plainToInstance(dto as Dto, body as object);
            const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true });
            await problemsOf(dto, body);
            if (errors.length === 0)
              (rules as (details: never, facts: ReturnType<typeof factsFor>) => unknown)(instance as never, factsFor());
          },
        ),
        { numRuns: 300 },
      );
    },
  );
});
