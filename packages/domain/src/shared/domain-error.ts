/**
 * Errors of the registry's rules, free of any framework: the edge maps `kind` to an HTTP status
 * and `code` to a localized message. `field` names the offending input (a path such as
 * `partners[1].upn`) so that the client can show the message beside it.
 */
export type ErrorKind =
  | 'invalid' // 422: the input breaks a rule
  | 'bad-request' // 400: the request itself is malformed
  | 'unauthorized' // 401
  | 'forbidden' // 403
  | 'not-found' // 404
  | 'conflict' // 409: stale version, duplicate, in flight
  | 'gone' // 410: expired
  | 'too-large' // 413
  | 'unsupported' // 415
  | 'rate-limited'; // 429

export interface FieldProblem {
  code: string;
  field?: string;
  params?: Readonly<Record<string, string | number | readonly (string | number)[]>>;
  /** Where the field is, when the edge knows it: the body (a JSON pointer) or the query or path (a parameter). */
  in?: 'body' | 'query' | 'path';
}

export class DomainError extends Error {
  readonly problems: readonly FieldProblem[];

  constructor(
    readonly kind: ErrorKind,
    problems: FieldProblem | readonly FieldProblem[],
    /** Extra, non-personal facts a client may use (for example the current version on a conflict). */
    readonly meta?: Readonly<Record<string, unknown>>,
  ) {
    const list = Array.isArray(problems) ? problems : [problems as FieldProblem];
    super(list.map((p) => (p.field ? `${p.field}: ${p.code}` : p.code)).join('; '));
    this.problems = list;
    this.name = 'DomainError';
  }

  get code(): string {
    return this.problems[0]!.code;
  }
}

/** The input breaks one or more rules (422), each named by its field. */
export const invalid = (problems: FieldProblem | readonly FieldProblem[]) => new DomainError('invalid', problems);
export const notFound = (code = 'not-found', field?: string) => new DomainError('not-found', { code, field });
export const conflict = (code: string, meta?: Record<string, unknown>) => new DomainError('conflict', { code }, meta);
export const forbidden = (code = 'forbidden') => new DomainError('forbidden', { code });
export const unauthorized = (code = 'unauthorized') => new DomainError('unauthorized', { code });

/** Collects rule violations so that a form gets every problem at once, not one per round trip. */
export class Problems {
  private readonly list: FieldProblem[] = [];
  add(code: string, field?: string, params?: FieldProblem['params']): this {
    this.list.push({ code, field, params });
    return this;
  }
  check(ok: boolean, code: string, field?: string, params?: FieldProblem['params']): this {
    if (!ok) this.add(code, field, params);
    return this;
  }
  get any(): boolean {
    return this.list.length > 0;
  }
  get all(): readonly FieldProblem[] {
    return this.list;
  }
  throwIfAny(): void {
    if (this.list.length) throw invalid(this.list);
  }
}
