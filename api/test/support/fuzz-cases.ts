import fc from 'fast-check';
import type { RawRequest } from './fuzz-client.js';
import { fieldsOf, requiredOf, sampleBody, valueAt, withField, type OpenApiDocument, type Operation } from './fuzz-schema.js';

/**
 * The malformed requests of the fuzz suite (issue 20 lists the kinds): for one operation and one
 * caller, a list of named cases. All choices come from one seeded generator, so a run is
 * repeatable and a failure names the case that found it.
 */

export interface FuzzCase {
  name: string;
  request: RawRequest;
}

export interface Caller {
  name: 'anonymous' | 'applicant' | 'staff';
  headers: Record<string, string>;
}

export const LONE_SURROGATE = 'x\ud800y';
export const NUL = 'x\u0000y';

/** Values that are not what a field expects, whatever it expects. */
const WRONG_VALUES: { name: string; value: unknown }[] = [
  { name: 'null', value: null },
  { name: 'number as string', value: '12' },
  { name: 'number', value: 12 },
  { name: 'true', value: true },
  { name: 'array', value: ['x', 1] },
  { name: 'object', value: { a: 1 } },
  { name: '2^31', value: 2 ** 31 },
  { name: '2^53+', value: 2 ** 53 + 2 },
  { name: '-1', value: -1 },
  { name: '1e308', value: 1e308 },
  { name: 'fraction', value: 0.5 },
  { name: 'NaN-like string', value: 'NaN' },
  { name: 'Infinity-like string', value: '-Infinity' },
  { name: 'empty string', value: '' },
  { name: 'oversized string', value: 'x'.repeat(200_000) },
  { name: 'long array', value: Array.from({ length: 5_000 }, () => 'x') },
  { name: 'not a UUID', value: '3f1c2a9e-zzzz' },
  { name: 'script', value: '<script>alert(1)</script>' },
  { name: '__proto__ object', value: JSON.parse('{"__proto__":{"polluted":1}}') },
];

const WRONG_VALUE = Object.fromEntries(WRONG_VALUES.map((w) => [w.name, w]));

/** Numbers of the right type that an integer or numeric column may refuse. */
const ODD_NUMBERS: { name: string; value: unknown }[] = [
  { name: 'integer 2^31', value: 2 ** 31 },
  { name: 'integer below -2^31', value: -(2 ** 31) - 1 },
  { name: 'integer 2^63', value: 2 ** 63 },
  { name: 'negative', value: -1 },
  { name: 'fraction 0.5', value: 0.5 },
  { name: '1e308', value: 1e308 },
];

/** Strings that look like days but are none, or lie outside what a date column holds. */
const ODD_DATES: { name: string; value: unknown }[] = [
  { name: 'February 30', value: '2026-02-30' },
  { name: 'year 0', value: '0000-01-01' },
  { name: 'year 99999', value: '99999-01-01' },
  { name: 'instant past 24:00', value: '2026-01-01T25:61:61Z' },
  { name: 'day with an offset of 99 hours', value: '2026-01-01T00:00:00+99:00' },
];

/** Well-formed text that is still odd: direction overrides, invisible characters, combining marks, emoji, blanks. */
const ODD_STRINGS: { name: string; value: unknown }[] = [
  { name: 'right-to-left override', value: '\u202Eevil\u202C' },
  { name: 'zero-width only', value: '\u200B\u200C\u200D\uFEFF' },
  { name: 'combining marks', value: 'a' + '\u0301'.repeat(500) },
  { name: 'emoji', value: '😀👨‍👩‍👧‍👦🏳️‍🌈' },
  { name: 'blank', value: '   \t\n ' },
  { name: 'private use and noncharacters', value: '\uE000\uFFFF\uFFFE' },
  { name: 'SQL-looking', value: "x'); DROP TABLE es_events; --" },
  { name: 'percent and backslash', value: '%_\\%' },
];

/** Query and path values, percent-encoded as a client would send them, or broken on purpose. */
const WRONG_PARAMS: { name: string; raw: string }[] = [
  { name: 'NUL', raw: 'x%00y' },
  { name: 'lone surrogate (WTF-8)', raw: 'x%ED%A0%80y' },
  { name: 'broken percent escape', raw: '%E0%A4%A' },
  { name: 'lone %', raw: '%' },
  { name: '2^31', raw: '2147483648' },
  { name: '2^53+', raw: '9007199254740993' },
  { name: '-1', raw: '-1' },
  { name: 'NaN', raw: 'NaN' },
  { name: '1e309', raw: '1e309' },
  { name: 'empty', raw: '' },
  { name: 'oversized', raw: 'x'.repeat(6_000) },
  { name: 'not a UUID', raw: 'not-a-uuid' },
  { name: 'traversal', raw: '..%2F..%2Fetc%2Fpasswd' },
  { name: 'invalid UTF-8', raw: '%FF%FE' },
];

/** The wrong values that matter for a number that reaches SQL (an offset, a limit, a version). */
const WRONG_NUMBERS = WRONG_PARAMS.filter((w) =>
  ['NUL', '2^31', '2^53+', '-1', 'NaN', '1e309', 'oversized', 'not a UUID'].includes(w.name),
);

/** The wrong values for a path segment (an empty one is another route). */
const WRONG_PATHS = WRONG_PARAMS.filter((w) =>
  [
    'NUL',
    'lone surrogate (WTF-8)',
    'broken percent escape',
    '2^31',
    '-1',
    'oversized',
    'not a UUID',
    'traversal',
    'invalid UTF-8',
  ].includes(w.name),
);

/** Dates and ranges that look like dates but are none, or lie outside what a date column holds. */
const WRONG_DATES: { name: string; raw: string }[] = [
  { name: 'February 30', raw: '2026-02-30' },
  { name: 'month 13', raw: '2026-13-01' },
  { name: 'year 0', raw: '0000-01-01' },
  { name: 'year 99999', raw: '99999-01-01' },
  { name: 'year 294277', raw: '294277-01-01' },
  { name: 'datetime overflow', raw: '2026-01-01T25%3A61%3A61Z' },
  { name: 'reversed range', raw: '2026-12-31%2C2026-01-01' },
  { name: 'range of garbage', raw: 'a%2Cb%2Cc' },
  { name: 'range of one', raw: '2026-01-01%2C' },
  { name: 'infinity', raw: 'infinity' },
  { name: 'epoch', raw: '-99999999999999' },
];
const NUMERIC_PARAM = /page|rows|start|end|size|limit|offset|version|^from$|^to$/i;
const DATE_PARAM = /date|At\b|At_|Range|_gte|_lte|^at$|^from$|^to$/;

const withQuery = (base: string, query: string) => `${base}${base.includes('?') ? '&' : '?'}${query}`;

const deep = (depth: number, open: string, close: string, inner = '1') => open.repeat(depth) + inner + close.repeat(depth);

/** The legacy register's CSV (its real header, valid UTF-8), row by row wrong: NUL, dates no calendar has, overlong and quoted fields. */
const LEGACY_CSV = Buffer.concat([
  Buffer.from('legacy_ref,name,district_id,registered_on,owner_name\n'),
  Buffer.from('L-1,Fuzz one,erbil-shaqlawa,2026-02-30,Owner\n'),
  Buffer.from('L-2,Fuzz two,erbil-shaqlawa,99999-01-01,Owner\n'),
  Buffer.from('L-3,Fuzz three,erbil-shaqlawa,0000-01-01,Owner\n'),
  Buffer.from('L-4,x\u0000y,erbil-shaqlawa,2020-01-01,Owner\n'),
  Buffer.from(`L-6,${'n'.repeat(20_000)},${'d'.repeat(5_000)},2020-01-01,${'o'.repeat(20_000)}\n`),
  Buffer.from('"L-7,"unbalanced,quote,2020-01-01\n'),
  Buffer.from('L-8,Fuzz eight\n'),
  Buffer.from('L-9,Fuzz nine,erbil-shaqlawa,2020-01-01,Owner,extra,columns\n'),
  Buffer.from(',,,,\n'),
]);

/** Bodies that cost the server the most (a problem per key or item): sent by fewer callers. */
const COSTLY_BODIES: { name: string; type: string; body: string | Buffer }[] = [
  {
    name: '5,000 keys',
    type: 'application/json',
    body: JSON.stringify(Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i]))),
  },
  { name: '20,000 items', type: 'application/json', body: `[${'0,'.repeat(19_999)}0]` },
];

/** Fixed bodies that are broken before any field is read. */
const BROKEN_BODIES: { name: string; type: string; body: string | Buffer }[] = [
  { name: 'arrays 5000 deep', type: 'application/json', body: deep(5_000, '[', ']') },
  { name: 'objects 5000 deep', type: 'application/vnd.api+json', body: deep(5_000, '{"a":', '}') },
  { name: 'mixed 40 deep', type: 'application/json', body: deep(40, '{"a":[', ']}') },
  { name: 'truncated JSON', type: 'application/json', body: '{"email": "a@b.c", ' },
  { name: 'empty JSON body', type: 'application/json', body: '' },
  { name: 'JSON null', type: 'application/json', body: 'null' },
  { name: 'JSON array', type: 'application/json', body: '[1,2]' },
  { name: 'JSON string', type: 'application/json', body: '"x"' },
  { name: 'JSON number 2^64', type: 'application/json', body: '18446744073709551616' },
  { name: '__proto__ key', type: 'application/json', body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
  {
    name: 'invalid UTF-8 in JSON',
    type: 'application/json',
    body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]),
  },
  { name: 'escaped lone surrogate key', type: 'application/json', body: '{"\\udc00":"\\ud800"}' },
  { name: 'XML', type: 'application/xml', body: '<a><b>1</b></a>' },
  { name: 'form-urlencoded', type: 'application/x-www-form-urlencoded', body: 'email=a%00&x[y][z]=1&%E0%A4%A=1' },
  { name: 'text/plain with NUL', type: 'text/plain', body: 'x\u0000\ud800y' },
  {
    name: 'CSV with NUL and broken UTF-8',
    type: 'text/csv',
    body: Buffer.concat([Buffer.from('name,ckb\n\u0000,'), Buffer.from([0xed, 0xa0, 0x80, 0xff]), Buffer.from('\n')]),
  },
  { name: 'legacy CSV with broken rows', type: 'text/csv', body: LEGACY_CSV },
  {
    name: 'multipart legacy CSV with broken rows',
    type: 'multipart/form-data; boundary=zz',
    body: Buffer.concat([
      Buffer.from('--zz\r\nContent-Disposition: form-data; name="file"; filename="legacy.csv"\r\nContent-Type: text/csv\r\n\r\n'),
      LEGACY_CSV,
      Buffer.from('\r\n--zz--\r\n'),
    ]),
  },
  { name: 'multipart without boundary', type: 'multipart/form-data', body: '--x\r\n\r\n' },
  {
    name: 'multipart with garbage',
    type: 'multipart/form-data; boundary=zz',
    body: '--zz\r\nContent-Disposition: form-data; name="file"; filename="\u0000.pdf"\r\n\r\n%PDF\r\n--zz',
  },
  {
    name: 'multipart with NUL and a lone surrogate in its fields',
    type: 'multipart/form-data; boundary=zz',
    body: Buffer.concat([
      Buffer.from(
        '--zz\r\nContent-Disposition: form-data; name="kind"\r\n\r\nidentity\u0000document\r\n--zz\r\nContent-Disposition: form-data; name="file"; filename="a',
      ),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--zz--\r\n'),
    ]),
  },
  { name: 'JSON with UTF-16 charset', type: 'application/json; charset=utf-16', body: '{}' },
  { name: 'unknown content type', type: 'application/x-fuzz', body: '\u0000\u0001' },
];

export interface CaseBuilder {
  doc: OpenApiDocument;
  /** A valid path parameter for the operation (an existing resource where the suite made one). */
  pathValue(op: Operation, name: string): string;
  /** Other valid values of a path parameter worth the body cases too (a workflow's events). */
  pathAlternatives(op: Operation, name: string): string[];
  /** A query a client that means well sends (`version=` on a workflow step). */
  query(op: Operation): string;
  /** A body known to pass validation, where the suite has one (else one is made from the document). */
  sampleBody(op: Operation): unknown;
  /** Headers every unsafe request of a browser client carries (anti-forgery pair, idempotency key). */
  writeHeaders(): Record<string, string>;
}

function url(op: Operation, values: Record<string, string>, query = ''): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name]!);
  return query ? `${path}?${query}` : path;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function jsonRequest(
  op: Operation,
  caller: Caller,
  builder: CaseBuilder,
  target: string,
  body: string | Buffer | undefined,
  type?: string,
): RawRequest {
  return {
    method: op.method,
    url: target,
    headers: { ...caller.headers, ...(UNSAFE.has(op.method) ? builder.writeHeaders() : {}), ...(type ? { 'content-type': type } : {}) },
    body,
  };
}

/** The request a client that means well would send: the first thing every caller tries. */
export function baselineCase(op: Operation, caller: Caller, builder: CaseBuilder): FuzzCase {
  const values = Object.fromEntries(op.pathParams.map((p) => [p, builder.pathValue(op, p)]));
  const body = builder.sampleBody(op) ?? sampleBody(builder.doc, op);
  const json = body !== undefined && op.bodyTypes.includes('application/json');
  return {
    name: 'baseline',
    request: jsonRequest(
      op,
      caller,
      builder,
      url(op, values, builder.query(op)),
      json ? JSON.stringify(body) : undefined,
      json ? 'application/json' : undefined,
    ),
  };
}

/**
 * The cases for one operation and caller. `reachesHandler`: the caller's baseline got past
 * authentication and authorization, so the field-by-field cases are worth their requests.
 */
export function fuzzCases(op: Operation, caller: Caller, builder: CaseBuilder, reachesHandler: boolean, seed: number): FuzzCase[] {
  let draw = seed;
  const pick = <T>(items: readonly T[], count: number): T[] => {
    // fast-check's seeded shuffle: deterministic per (seed, draw).
    const order = fc.sample(
      fc.shuffledSubarray([...items.keys()], { minLength: Math.min(count, items.length), maxLength: Math.min(count, items.length) }),
      { seed: draw++, numRuns: 1 },
    )[0]!;
    return order.map((i) => items[i]!);
  };

  const cases: FuzzCase[] = [];
  const values = Object.fromEntries(op.pathParams.map((p) => [p, builder.pathValue(op, p)]));
  const sample = builder.sampleBody(op) ?? sampleBody(builder.doc, op);
  const hasJsonBody = op.bodyTypes.includes('application/json') || (UNSAFE.has(op.method) && op.method !== 'DELETE');
  const base = url(op, values, builder.query(op));
  const jsonBody = (name: string, body: unknown, target = base) =>
    cases.push({ name, request: jsonRequest(op, caller, builder, target, JSON.stringify(body), 'application/json') });

  // Cookies and headers a broken client or an attacker sends.
  const plain = baselineCase(op, caller, builder).request;
  cases.push({
    name: 'percent-broken XSRF cookie',
    request: { ...plain, headers: { ...plain.headers, cookie: 'XSRF-TOKEN=%E0%A4%A', 'x-xsrf-token': '%E0%A4%A' } },
  });
  cases.push({
    name: 'garbage cookies and headers',
    request: {
      ...plain,
      headers: {
        ...plain.headers,
        cookie: 'XSRF-TOKEN=%E0%A4%A; session=%; ;;=;a=b=c; =%00; XSRF-TOKEN=%ED%A0%80; \u00ff=\u00fe',
        'accept-language': 'xx;q=abc, *;q=2, ;;, \u00ff',
        ...(UNSAFE.has(op.method) ? { 'idempotency-key': 'k%00\u00ff' + 'x'.repeat(4_000) } : {}),
      },
    },
  });
  if (caller.name === 'anonymous') {
    for (const authorization of ['Bearer ' + 'x'.repeat(8_000), 'Bearer %00%E0%A4%A\u00ff'])
      cases.push({
        name: `authorization "${authorization.slice(0, 20)}…"`,
        request: { ...plain, headers: { ...plain.headers, authorization } },
      });
  }

  // Conditional and partial requests with headers no client should send (file contents, feeds, CSV).
  if (op.method === 'GET' && reachesHandler) {
    for (const [name, headers] of [
      ['ranges out of bounds', { range: 'bytes=99999999999999999999-', 'if-range': 'garbage' }],
      ['reversed and many ranges', { range: `bytes=5-1,${Array.from({ length: 200 }, (_, i) => `${i}-${i}`).join(',')}` }],
      [
        'conditional garbage',
        {
          'if-none-match': '"\u00ff", W/',
          'if-modified-since': 'Feb 30 99999',
          accept: 'application/x-fuzz;q=abc, */*;q=-1',
          'accept-encoding': 'fuzz;q=2',
        },
      ],
    ] as const) {
      cases.push({ name: `headers: ${name}`, request: { ...plain, headers: { ...plain.headers, ...headers } } });
    }
  }

  // Methods the route does not declare.
  if (caller.name === 'anonymous') {
    for (const method of op.method === 'GET' ? ['HEAD', 'OPTIONS'] : ['OPTIONS']) {
      cases.push({ name: `method ${method}`, request: { ...plain, method, body: undefined } });
    }
  }

  // Path parameters: not UUIDs, NUL, broken escapes, overflow.
  for (const param of op.pathParams) {
    const wrongs = reachesHandler ? [...WRONG_PATHS, ...(DATE_PARAM.test(param) ? WRONG_DATES : [])] : pick(WRONG_PATHS, 4);
    for (const wrong of wrongs) {
      cases.push({ name: `path ${param}: ${wrong.name}`, request: { ...plain, url: url(op, { ...values, [param]: wrong.raw }) } });
    }
  }

  // Query parameters: every one malformed at once per kind, then one at a time.
  if (op.queryParams.length) {
    // (A seeded half; a caller past the guards gets each parameter on its own below.)
    for (const wrong of pick(WRONG_PARAMS, reachesHandler ? 4 : 7)) {
      const query = op.queryParams.map((p) => `${encodeURIComponent(p.name)}=${wrong.raw}`).join('&');
      cases.push({ name: `every query parameter: ${wrong.name}`, request: { ...plain, url: withQuery(base, query) } });
    }
    const shapes = (name: string) => [`${name}=1&${name}=2`, `${name}[a]=1`, `${name}[]=x%00`, `${name}[__proto__][x]=1`];
    cases.push({
      name: 'every query parameter: repeated, nested',
      request: { ...plain, url: withQuery(base, op.queryParams.flatMap((p) => shapes(encodeURIComponent(p.name))).join('&')) },
    });
    if (reachesHandler) {
      for (const param of op.queryParams) {
        const name = encodeURIComponent(param.name);
        // Numbers and dates reach SQL (offsets, limits, ranges): every wrong value; other parameters a seeded few.
        const wrongs =
          NUMERIC_PARAM.test(param.name) || param.type === 'number'
            ? WRONG_NUMBERS
            : DATE_PARAM.test(param.name)
              ? [...pick(WRONG_DATES, 5), ...pick(WRONG_PARAMS, 2)]
              : pick(WRONG_PARAMS, 2);
        for (const wrong of wrongs)
          cases.push({ name: `query ${param.name}: ${wrong.name}`, request: { ...plain, url: withQuery(base, `${name}=${wrong.raw}`) } });
        cases.push({
          name: `query ${param.name}: repeated and nested`,
          request: { ...plain, url: withQuery(base, `${name}=1&${name}=2&${name}[a]=1&${name}[b][]=2`) },
        });
      }
    }
  }
  if (reachesHandler)
    cases.push({
      name: 'unknown query parameters',
      request: { ...plain, url: withQuery(base, '%00=1&x%ED%A0%80=2&a[b][c][d][e][f][g]=1') },
    });

  if (!hasJsonBody && !UNSAFE.has(op.method)) return cases;

  // Bodies broken before any field is read; the costly ones only for a signed-in caller past the
  // guards (what they cost is the validation pipe's work).
  const costly = reachesHandler && caller.name !== 'anonymous' ? COSTLY_BODIES : [];
  for (const broken of reachesHandler ? [...BROKEN_BODIES, ...costly] : pick(BROKEN_BODIES, 6).concat(BROKEN_BODIES.slice(0, 2))) {
    cases.push({ name: `body: ${broken.name}`, request: jsonRequest(op, caller, builder, base, broken.body, broken.type) });
  }
  if (caller.name === 'anonymous') {
    // Past the body limit (1 MiB), and an encoding the server does not decode.
    cases.push({
      name: 'body: 1.5 MiB',
      request: jsonRequest(op, caller, builder, base, `{"a":"${'x'.repeat(1.5 * 1024 * 1024)}"}`, 'application/json'),
    });
    const gzip = jsonRequest(op, caller, builder, base, '{"a":1}', 'application/json');
    cases.push({ name: 'body: claims gzip', request: { ...gzip, headers: { ...gzip.headers, 'content-encoding': 'gzip' } } });
  }
  if (!reachesHandler || sample === undefined) return cases;

  // Bodies of the right shape, broken field by field.
  const fields = fieldsOf(sample);
  const strings = fields.filter((f) => typeof valueAt(sample, f) === 'string');
  jsonBody(
    'every string a lone surrogate',
    strings.reduce<unknown>((body, f) => withField(body, f, LONE_SURROGATE), sample),
  );
  jsonBody(
    'every string with NUL',
    strings.reduce<unknown>((body, f) => withField(body, f, NUL), sample),
  );
  jsonBody('missing required fields', {});
  for (const name of requiredOf(builder.doc, op)) jsonBody(`missing ${name}`, withField(sample, [name], undefined));
  jsonBody('extra fields', { ...(sample as object), fuzz_extra: 1, [NUL]: 1, nested_extra: { a: [1, { b: null }] } });
  const scoped = fields.slice(0, 120); // a bound on requests: the largest body (a company's) has about 60 fields
  for (const field of scoped) {
    const at = field.join('.');
    const current = valueAt(sample, field);
    if (typeof current === 'string') {
      jsonBody(`${at}: lone surrogate`, withField(sample, field, LONE_SURROGATE));
      jsonBody(`${at}: NUL`, withField(sample, field, NUL));
      // Values of the right type that a column may still refuse: a day no calendar has, odd text.
      const dateLike = /^\d{4}-\d{2}-\d{2}/.test(current) || /date|birth|_on$|_at$|At$|day/i.test(String(field[field.length - 1]));
      for (const odd of dateLike ? ODD_DATES : pick(ODD_STRINGS, 1)) jsonBody(`${at}: ${odd.name}`, withField(sample, field, odd.value));
    }
    // Always null and the wrong type of the field's own kind (numbers past what an integer column
    // holds, a list for an object and the reverse); two other wrong values by the seeded draw.
    const always = [WRONG_VALUE['null']!, ...(typeof current === 'number' ? ODD_NUMBERS : [])];
    if (Array.isArray(current)) always.push(WRONG_VALUE['object']!, WRONG_VALUE['long array']!);
    else if (current && typeof current === 'object') always.push(WRONG_VALUE['array']!, WRONG_VALUE['number as string']!);
    else if (typeof current === 'boolean') always.push(WRONG_VALUE['number as string']!, WRONG_VALUE['number']!);
    const others = WRONG_VALUES.filter((w) => !always.includes(w));
    for (const wrong of [...always, ...pick(others, 2)]) jsonBody(`${at}: ${wrong.name}`, withField(sample, field, wrong.value));
  }
  // The same breakage under each other valid value of a path parameter (each workflow step).
  for (const param of op.pathParams) {
    for (const alternative of builder.pathAlternatives(op, param)) {
      const target = url(op, { ...values, [param]: alternative }, builder.query(op));
      jsonBody(`${param} ${alternative}`, sample, target);
      jsonBody(
        `${param} ${alternative}: every string a lone surrogate`,
        strings.reduce<unknown>((body, f) => withField(body, f, LONE_SURROGATE), sample),
        target,
      );
      jsonBody(
        `${param} ${alternative}: every string with NUL`,
        strings.reduce<unknown>((body, f) => withField(body, f, NUL), sample),
        target,
      );
      for (const field of pick(scoped, 2)) {
        for (const wrong of pick(WRONG_VALUES, 2))
          jsonBody(`${param} ${alternative}: ${field.join('.')}: ${wrong.name}`, withField(sample, field, wrong.value), target);
      }
    }
  }
  // Random JSON where the body or a field belongs (fast-check, seeded).
  const randomJson = fc.sample(fc.jsonValue({ maxDepth: 4 }), { seed: seed + 1, numRuns: 2 });
  randomJson.forEach((value, i) => jsonBody(`random body #${i}`, value));
  const randomFields = fc.sample(fc.tuple(fc.nat(), fc.jsonValue({ maxDepth: 3 })), {
    seed: seed + 2,
    numRuns: Math.min(4, scoped.length),
  });
  randomFields.forEach(([index, value], i) => {
    const field = scoped[index % Math.max(1, scoped.length)];
    if (field) jsonBody(`random ${field.join('.')} #${i}`, withField(sample, field, value));
  });
  return cases;
}
