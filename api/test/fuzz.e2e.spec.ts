import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { ROLES } from '@registry/domain/identity/permissions';
import { startTestApp, type TestApp } from './support/test-app.js';
import { applicantToken, staffToken, write, XSRF_TOKEN } from './support/http.js';
import { companyPayload, seedCivilRegistry, tradeNamePayload, upload } from './support/applications.js';
import { trademark } from '@registry/domain/applications/rules/payloads.fixture';
import { FuzzClient, inPool } from './support/fuzz-client.js';
import { baselineCase, fuzzCases, type Caller, type CaseBuilder, type FuzzCase } from './support/fuzz-cases.js';
import { operationsOf, type OpenApiDocument, type Operation } from './support/fuzz-schema.js';

/**
 * Issue 20: no input answers 5xx. Every operation of the app's own OpenAPI document gets
 * malformed bodies, parameters, cookies and headers, as an anonymous caller, an applicant and a
 * member of staff with every role; every answer must be below 500. Failures are collected into
 * one report (method, path, caller, case, status, body) before the test fails.
 */
const SEED = 20_2026;
/** Requests in flight against the one app instance: enough to overlap database round trips on 2 cores. */
const CONCURRENCY = 6;

let t: TestApp;
let client: FuzzClient;
let doc: OpenApiDocument;
const ids: Record<string, string> = {};
const samples: Record<string, unknown> = {};
let ownerEmail: string;
let events: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen(0, '127.0.0.1');
  client = new FuzzClient((t.app.getHttpServer().address() as AddressInfo).port, CONCURRENCY);
  doc = (await t.http.get('/api/docs/openapi.json').expect(200)).body as OpenApiDocument;

  // Existing resources, so that path parameters also reach past "not found".
  await seedCivilRegistry(t);
  const owner = await applicantToken(t);
  ownerEmail = owner.email;
  const tradeName = await tradeNamePayload(t, owner.token, 'چایخانەی فەزز');
  const submitted = await write(t.http.post('/api/v1/trade_names'), { token: owner.token }).send(tradeName);
  expect(submitted.status).toBe(201);
  ids.application = submitted.body.data.id as string;
  ids.staff = (await staffToken(t, ['reviewer'])).userId;
  ids.file = await upload(t, owner.token, 'identity_document');
  const admin = await staffToken(t, [...ROLES]);
  const entityType = await write(t.http.post('/api/v1/entity-types'), { token: admin.token }).send({
    names: { ckb: 'جۆری فەزز', en: 'Fuzz type', ar: 'نوع', kmr: 'Cure' },
    selectable: true,
    levelKinds: ['kri_level'],
    ownerKinds: ['business'],
  });
  expect(entityType.status).toBe(201);
  ids.entityType = entityType.body.data.id as string;
  const business = await write(t.http.post('/api/v1/businesses'), { token: owner.token }).send(await companyPayload(t, owner.token, {}));
  expect(business.status).toBe(201);
  ids.business = business.body.data.id as string;
  const workflow = await t.http.get('/api/v1/workflows/trade-names').expect(200);
  events = workflow.body.data.attributes.events as string[];
  // The submits are broken field by field from bodies that pass (the portal's own payloads).
  samples['POST /api/v1/trade_names'] = { ...tradeName, name: 'چایخانەی فەززی دووەم' };
  samples['POST /api/v1/businesses'] = await companyPayload(t, owner.token, {});
  samples['POST /api/v1/trademarks'] = trademark();
  samples['POST /api/v1/public/trademarks/word-mark-check'] = { wordMark: { ckb: 'زاگرۆس', en: 'Zagros' }, classes: [30, 43] };
}, 60_000);

afterAll(async () => {
  client?.close();
  await t?.close();
});

function pathValue(op: Operation, name: string): string {
  if (name === 'date') return '2026-05-01';
  if (name === 'event') return 'assign';
  if (name === 'kind') return 'trade-names';
  if (op.path.includes('/activities/')) return '5630';
  if (op.path.includes('/provinces/')) return 'erbil';
  if (op.path.includes('/districts/')) return 'erbil-shaqlawa';
  if (name === 'uen' || name === 'tradeNameId') return ids.application!;
  if (/\/users\/\{id\}/.test(op.path)) return ids.staff!;
  if (/\/businesses\//.test(op.path)) return ids.business!;
  if (/\/(trade_names|trade-names|applications|audit)\//.test(op.path)) return ids.application!;
  if (/\/files\//.test(op.path)) return ids.file!;
  if (/\/entity-types\//.test(op.path)) return ids.entityType!;
  return randomUUID();
}

const builder = (): CaseBuilder => ({
  doc,
  pathValue,
  sampleBody: (op) => samples[`${op.method} ${op.path}`],
  // Every step of the workflow gets the body cases (as far as the caller may take it).
  pathAlternatives: (_op, name) => (name === 'event' ? events.filter((e) => e !== 'assign') : []),
  // Workflow steps at the version the application was submitted at.
  query: (op) => (op.queryParams.some((p) => p.name === 'version') && op.method === 'PUT' ? 'version=1' : ''),
  writeHeaders: () => ({ cookie: `XSRF-TOKEN=${XSRF_TOKEN}`, 'x-xsrf-token': XSRF_TOKEN, 'idempotency-key': randomUUID() }),
});

/**
 * A fresh session per operation, so that a sign-out or a password change ends no other
 * operation's. The applicant is the owner of the submitted application (its routes reach past
 * "not found"), but for the sign-outs, which would end every session of that e-mail.
 */
async function callers(op: Operation): Promise<Caller[]> {
  const applicant = await applicantToken(t, op.path.includes('sign-out') ? undefined : ownerEmail);
  const staff = await staffToken(t, [...ROLES]);
  return [
    { name: 'anonymous', headers: {} },
    { name: 'applicant', headers: { authorization: `Bearer ${applicant.token}` } },
    { name: 'staff', headers: { authorization: `Bearer ${staff.token}` } },
  ];
}

interface Failure {
  method: string;
  path: string;
  caller: string;
  case: string;
  url: string;
  status: number | string;
  body: string;
}

const excerpt = (s: string, n = 240) =>
  (s.length > n ? `${s.slice(0, n)}…` : s).replace(/[\0-\x1f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

it('reads a document whose every reference names a schema it holds (nested bodies included)', () => {
  const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]*)"/g)].map((m) => m[1]!);
  expect(refs.length).toBeGreaterThan(20);
  // Each unresolved reference with where it stands, so that a failure names the DTO to fix.
  const unresolved: string[] = [];
  const visit = (node: unknown, at: string): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${at}/${i}`));
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !doc.components?.schemas?.[value.replace('#/components/schemas/', '')])
        unresolved.push(`${at}: ${value}`);
      else visit(value, `${at}/${key}`);
    }
  };
  visit(doc, '#');
  expect(unresolved).toEqual([]);
});

it('answers every malformed request to every operation below 500, anonymous, as an applicant and as staff', async () => {
  const started = Date.now();
  const operations = operationsOf(doc);
  expect(operations.length).toBeGreaterThan(100);
  const b = builder();
  const failures: Failure[] = [];
  let requests = 0;
  const histogram: Record<number, number> = {};
  const covered = new Set<string>();

  const send = async (op: Operation, caller: Caller, fuzzCase: FuzzCase): Promise<{ status: number; body: string }> => {
    requests++;
    covered.add(`${op.method} ${op.path}`);
    try {
      const res = await client.send(fuzzCase.request);
      histogram[res.status] = (histogram[res.status] ?? 0) + 1;
      if (res.status >= 500)
        failures.push({
          method: op.method,
          path: op.path,
          caller: caller.name,
          case: fuzzCase.name,
          url: excerpt(fuzzCase.request.url, 120),
          status: res.status,
          body: excerpt(res.body),
        });
      return res;
    } catch (error) {
      failures.push({
        method: op.method,
        path: op.path,
        caller: caller.name,
        case: fuzzCase.name,
        url: excerpt(fuzzCase.request.url, 120),
        status: 'no answer',
        body: String(error),
      });
      return { status: 0, body: '' };
    }
  };

  // Per operation: each caller's well-meant request first; the field-by-field cases only for a
  // caller that request showed to get past authentication and authorization.
  const pairs = (await Promise.all(operations.map(async (op) => ({ op, callers: await callers(op) })))).flatMap(({ op, callers }) =>
    callers.map((caller) => ({ op, caller })),
  );
  const work: FuzzCase[][] = [];
  await inPool(
    pairs.map((pair, i) => ({ ...pair, i })),
    CONCURRENCY,
    async ({ op, caller, i }) => {
      const { status, body } = await send(op, caller, baselineCase(op, caller, b));
      // FUZZ_DEBUG=1: how far each caller's well-meant request gets, to see what the cases reach.
      if (process.env.FUZZ_DEBUG) console.log(`baseline ${status} ${op.method} ${op.path} as ${caller.name} ${excerpt(body, 300)}`);
      // Refused by the guards (not signed in, not allowed): the field cases would only meet them again.
      const refusedCode = /"code":"(unauthorized|forbidden)"/.test(body);
      const reachesHandler = !([401, 403].includes(status) && refusedCode);
      work[i] = fuzzCases(op, caller, b, reachesHandler, SEED + i);
    },
  );
  // FUZZ_CASES=<regex>: only the cases whose name matches (to chase one failure).
  const only = process.env.FUZZ_CASES ? new RegExp(process.env.FUZZ_CASES) : undefined;
  const flat = pairs.flatMap(({ op, caller }, i) => work[i]!.filter((c) => !only || only.test(c.name)).map((c) => ({ op, caller, c })));
  await inPool(flat, CONCURRENCY, async ({ op, caller, c }) => {
    const res = await send(op, caller, c);
    // FUZZ_DEBUG=1 with FUZZ_CASES: every answer of the chosen cases.
    if (process.env.FUZZ_DEBUG && only)
      console.log(`${res.status} ${op.method} ${op.path} as ${caller.name} — ${c.name}: ${excerpt(res.body, 200)}`);
  });

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // What the server logged for its 5xx answers (distinct messages), to find each one's cause.
  const causes = [...new Set(t.logLines.filter((l) => l.includes('request failed')).map((l) => excerpt(l, 600)))].slice(0, 15);
  const REPORTED = 200; // the rest are counted: one cause usually fails many cases
  const report =
    failures
      .slice(0, REPORTED)
      .map((f) => `${f.status} ${f.method} ${f.path} as ${f.caller} — ${f.case}\n    ${f.url}\n    ${f.body}`)
      .join('\n') + (failures.length > REPORTED ? `\n… and ${failures.length - REPORTED} more` : '');
  // The numbers the issue asks for, in the test's output.
  const statuses = Object.entries(histogram)
    .sort()
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  console.log(
    `fuzz: ${requests} requests, ${covered.size} of ${operations.length} operations, ${seconds} s, ${failures.length} answers ≥ 500 or none` +
      ` (statuses ${statuses}; ${client.staleConnections} closed keep-alive connections retried)`,
  );
  expect(covered.size).toBe(operations.length);
  if (failures.length)
    throw new Error(
      `${failures.length} of ${requests} fuzzed requests answered 5xx or not at all:\n${report}\n\nThe server logged:\n${causes.join('\n')}`,
    );
  // Measured well under 2 minutes on an idle 2-core machine (printed above); the bound here only
  // stops a hung run, so a loaded machine does not turn a slow pass into a failure.
}, 360_000);
