/**
 * A fragment of SQL with its parameters, written as a template: `sql\`a.kind = ${kind}\``. Every
 * interpolated value becomes a numbered parameter (`$1`), never text, except another fragment,
 * which is spliced in with its own parameters renumbered. So a query assembled from optional
 * filters stays parameterised and needs no hand-kept `$n` counter. `Sql.raw` is for text the
 * code itself owns (a table's column list, a sort column chosen from a fixed map), never input.
 */
export class Sql {
  /** `parts.length === values.length + 1`: text, value, text, ..., text. */
  private constructor(
    readonly parts: readonly string[],
    readonly values: readonly unknown[],
  ) {}

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
