import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, invalid, type FieldProblem } from '@registry/domain/shared/domain-error';
import { queryOf } from './fastify-request.js';

/**
 * Malformed input is refused at the edge, once for every route, before the validation pipe,
 * the guards' database look-ups or the idempotency store see it (docs/api.md, "Malformed input"):
 *
 * - a JSON body nested deeper than {@link MAX_BODY_DEPTH} (400 `body-too-deep`): checked on the
 *   raw text, before it is parsed, so no recursive walk ever meets it;
 * - a string (value or key) of the body, the query or the path that is not well-formed Unicode
 *   (a lone surrogate) or holds NUL (422 `validation.malformed-text`, naming the field): PostgreSQL
 *   refuses both, which would otherwise surface as a 500;
 * - a `version` (body or query) outside 0‥2³¹−1 (422 naming `version`): the column is an integer.
 */
export const MAX_BODY_DEPTH = 32;
export const MAX_VERSION = 2 ** 31 - 1;

/** A lone surrogate (outside a pair, with the `u` flag) or NUL. */
const MALFORMED = /[\0\p{Cs}]/u;

export const isWellFormedText = (s: string): boolean => !MALFORMED.test(s);

/** Whether JSON text opens more than `max` arrays/objects inside one another (strings skipped). */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

const fieldOf = (parent: string, key: string | number): string =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

function versionProblem(value: unknown, field: string, where: FieldProblem['in']): FieldProblem | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : undefined;
  if (n === undefined || !Number.isInteger(n)) return undefined; // not an integer: the validation pipe says so
  if (n > MAX_VERSION) return { code: 'validation.number-max', field, params: { max: MAX_VERSION }, in: where };
  if (n < 0) return { code: 'validation.number-min', field, params: { min: 0 }, in: where };
  return undefined;
}

/** Every malformed string and out-of-range `version` in a parsed value (iteratively: no recursion). */
function problemsIn(root: unknown, where: 'body' | 'query' | 'path', out: FieldProblem[]): void {
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length && out.length < 20) {
    const [value, field] = stack.pop()!;
    if (typeof value === 'string') {
      if (!isWellFormedText(value)) out.push({ code: 'validation.malformed-text', field: field || 'body', in: where });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push([item, fieldOf(field, i)]));
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        const at = fieldOf(field, key);
        if (!isWellFormedText(key)) {
          out.push({ code: 'validation.malformed-text', field: field || 'body', in: where });
          continue;
        }
        if (key === 'version') {
          const problem = versionProblem(item, at, where);
          if (problem) {
            out.push(problem);
            continue;
          }
        }
        stack.push([item, at]);
      }
    }
  }
}

export function inputProblems(req: Pick<FastifyRequest, 'body' | 'query' | 'params'>): FieldProblem[] {
  const out: FieldProblem[] = [];
  problemsIn(req.params, 'path', out);
  problemsIn(queryOf(req), 'query', out);
  if (req.body !== undefined && typeof req.body !== 'string') problemsIn(req.body, 'body', out);
  else if (typeof req.body === 'string' && !isWellFormedText(req.body))
    out.push({ code: 'validation.malformed-text', field: 'body', in: 'body' });
  return out;
}

/**
 * Installs the checks on the Fastify instance: JSON parsers that refuse deep bodies (for
 * `application/json` and `application/vnd.api+json`), and a `preValidation` hook, which runs
 * before Nest's guards, interceptors and pipes, for the strings and versions.
 */
export function refuseMalformedInput(
  fastify: FastifyInstance,
  useBodyParser: (
    type: string,
    parser: (req: FastifyRequest, body: Buffer, done: (err: Error | null, body?: unknown) => void) => void,
  ) => void,
): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  for (const type of ['application/json', 'application/vnd.api+json']) {
    useBodyParser(type, (req, body, done) => {
      if (jsonDeeperThan(body.toString('utf8'), MAX_BODY_DEPTH)) {
        done(new DomainError('bad-request', { code: 'body-too-deep', params: { max: MAX_BODY_DEPTH } }));
        return;
      }
      parseJson(req, body as unknown as string, done);
    });
  }
  fastify.addHook('preValidation', async (req) => {
    const problems = inputProblems(req);
    if (problems.length) throw invalid(problems);
  });
}
