import pg from 'pg';

/**
 * A fragment of SQL with its parameters, written as a template: `sql\`a.kind = ${kind}\``. Every
 * interpolated value becomes a numbered parameter (`$1`), never text, except another fragment,
 * which is spliced in with its own parameters renumbered. So a query assembled from optional
 * filters stays parameterised and needs no hand-kept `$n` counter. `Sql.raw` is for text the
 * code itself owns (a table's column list, a fixed clause), never input; `Sql.identifier` quotes a
 * name (a table, a sort column) so that no name can end the identifier and start SQL.
 *
 * It is the one way the API writes a query (docs/architecture.md, "One way to query"): a `Sql` is
 * a node-postgres query config (`text`, `values`), so a pool or a transaction's client runs it as
 * it is, its row type named as before: `client.query<Row>(sql\`SELECT ... WHERE id = ${id}\`)`.
 * ESLint refuses a `.query('...')` written with a string.
 */
export class Sql {
  /** `parts.length === values.length + 1`: text, value, text, ..., text. */
  private constructor(
    readonly parts: readonly string[],
    /** The parameters, in the order of `$1..$n` (node-postgres reads them here). */
    readonly values: unknown[],
  ) {}

  /** The text with `$1..$n`, as node-postgres reads a query config's `text`. */
  get text(): string {
    return this.compile().text;
  }

  static of(strings: readonly string[], values: readonly unknown[]): Sql {
    const parts: string[] = [strings[0]!];
    const flat: unknown[] = [];
    values.forEach((value, i) => {
      if (value instanceof Sql) {
        parts[parts.length - 1] += value.parts[0]!;
        value.values.forEach((v, j) => {
          flat.push(v);
          parts.push(value.parts[j + 1]!);
        });
        parts[parts.length - 1] += strings[i + 1]!;
      } else {
        flat.push(value);
        parts.push(strings[i + 1]!);
      }
    });
    return new Sql(parts, flat);
  }

  static raw(text: string): Sql {
    return new Sql([text], []);
  }

  /** A quoted identifier (`"name"`, inner quotes doubled), by node-postgres' escapeIdentifier. */
  static identifier(name: string): Sql {
    return Sql.raw(pg.escapeIdentifier(name));
  }

  /**
   * A quoted string literal, by node-postgres' escapeLiteral: only for a utility statement, which
   * takes no parameters (`ALTER ROLE ... PASSWORD '...'`); anywhere else a value is a parameter.
   */
  static literal(value: string): Sql {
    return Sql.raw(pg.escapeLiteral(value));
  }

  /** The fragments one after another, `separator` between them (`' AND '`, `', '`). */
  static join(fragments: readonly Sql[], separator: string): Sql {
    if (!fragments.length) return Sql.raw('');
    const strings = ['', ...fragments.slice(1).map(() => separator), ''];
    return Sql.of(strings, fragments);
  }

  /** The text with `$1..$n` and the values in that order, as node-postgres takes them. */
  compile(): { text: string; values: unknown[] } {
    let text = this.parts[0]!;
    for (let i = 0; i < this.values.length; i++) text += `$${i + 1}${this.parts[i + 1]}`;
    return { text, values: [...this.values] };
  }
}

export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  return Sql.of(strings, values);
}

/**
 * What runs a query: the pool, one of its clients, a transaction's session. node-postgres' Pool
 * and PoolClient are one; a function that may run inside its caller's transaction takes this.
 */
export interface SqlSession {
  query<R extends Record<string, any> = any>(query: { text: string; values?: unknown[] }): Promise<{ rows: R[]; rowCount: number | null }>;
}
