import { Sql, sql, type SqlSession } from './sql.js';

/**
 * The one live description of a read-model table (docs/architecture.md, "Read models"): its
 * columns with their PostgreSQL types and nullability. The row type read back, the row type a
 * projection writes, the column lists and the batched upserts are all derived from it, so a
 * column is named once. The migrations stay frozen history; read-models.spec.ts fails when a
 * description and the migrated database disagree.
 */
export interface Column<Read = unknown, Write = Read> {
  /** The type as SQL casts name it (`text`, `bigint`, `timestamptz`, `text[]`, `jsonb`). */
  readonly sql: string;
  /** The same type as `information_schema.columns.udt_name` names it (`int8`, `_text`, ...). */
  readonly udt: string;
  readonly isNullable: boolean;
  readonly isPrimaryKey: boolean;
  /** Phantom: the TypeScript type node-postgres returns, and the one a projection may write. */
  readonly _types?: { read: Read; write: Write };
}

export type Columns = Record<string, Column>;

/** A column builder: not null by default, `.nullable()` and `.primaryKey()` as the DDL says. */
export interface ColumnBuilder<Read, Write> extends Column<Read, Write> {
  nullable(): ColumnBuilder<Read | null, Write | null>;
  primaryKey(): ColumnBuilder<Read, Write>;
}

function column<Read, Write = Read>(sqlType: string, udt: string, isNullable = false, isPrimaryKey = false): ColumnBuilder<Read, Write> {
  return {
    sql: sqlType,
    udt,
    isNullable,
    isPrimaryKey,
    nullable: () => column<Read | null, Write | null>(sqlType, udt, true, isPrimaryKey),
    primaryKey: () => column<Read, Write>(sqlType, udt, isNullable, true),
  };
}

export const uuid = () => column<string>('uuid', 'uuid');
export const text = <T extends string = string>() => column<T>('text', 'text');
/** Read as a string: database.ts keeps int8 unparsed (positions, versions may pass 2^53). */
export const bigint = () => column<string, number | string>('bigint', 'int8');
/** Written as a Date or an ISO string (a projection's batch goes through JSON). */
export const timestamptz = () => column<Date, Date | string>('timestamptz', 'timestamptz');
export const textArray = <T extends string = string>() => column<T[]>('text[]', '_text');
export const jsonb = <T>() => column<T>('jsonb', 'jsonb');

type ReadOf<C> = C extends Column<infer R, unknown> ? R : never;
type WriteOf<C> = C extends Column<unknown, infer W> ? W : never;

/** A row as a SELECT of every column returns it. */
export type RowOf<T extends AnyTable> = { [K in keyof T['columns']]: ReadOf<T['columns'][K]> };
/** A row as a projection writes it. */
export type WriteRowOf<T extends AnyTable> = { [K in keyof T['columns']]: WriteOf<T['columns'][K]> };
export type ColumnName<T extends AnyTable> = keyof T['columns'] & string;

export interface Table<C extends Columns = Columns> {
  readonly name: string;
  readonly columns: C;
  /** Column names in the order of the description (and of the DDL). */
  readonly names: readonly (keyof C & string)[];
  readonly primaryKey: readonly (keyof C & string)[];
  /** `x.a, x.b, ...`: every column, qualified by an alias when given. */
  list(alias?: string): Sql;
  /** `rm_x AS a`, for FROM. */
  as(alias: string): Sql;
  /** The table's name as a fragment. */
  readonly ident: Sql;
}

/** Any table, whatever its columns (Table<C> is invariant in C). */
export type AnyTable = Table<any>;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export function defineTable<C extends Columns>(name: string, columns: C): Table<C> {
  const names = Object.keys(columns) as (keyof C & string)[];
  for (const n of [name, ...names]) if (!IDENTIFIER.test(n)) throw new Error(`read model: '${n}' is not a plain identifier`);
  const primaryKey = names.filter((n) => columns[n]!.isPrimaryKey);
  if (!primaryKey.length) throw new Error(`read model ${name}: no primary key`);
  return {
    name,
    columns,
    names,
    primaryKey,
    list: (alias) => Sql.raw(names.map((n) => (alias ? `${alias}.${n}` : n)).join(', ')),
    as: (alias) => Sql.raw(`${name} AS ${alias}`),
    ident: Sql.raw(name),
  };
}

export interface UpsertOptions<T extends AnyTable> {
  /**
   * How the batch travels: one `jsonb` parameter unpacked by jsonb_to_recordset (any column
   * type), or one array parameter per column unpacked by unnest (scalar columns only; cheaper).
   */
  via: 'jsonb' | 'unnest';
  /** The table's alias in `set` and `where`. */
  alias?: string;
  /** The conflict target; the primary key by default. */
  conflict?: readonly ColumnName<T>[];
  /** Columns a conflicting row takes from the new one; none: DO NOTHING. */
  update: readonly ColumnName<T>[];
  /** Other columns of a conflicting row, as SQL expressions (may name `excluded`). */
  set?: Partial<Record<ColumnName<T>, string>>;
  /** The guard of the update, e.g. `a.version < excluded.version` (a replayed batch changes nothing). */
  where?: string;
}

/** A prepared batched write: its SQL text, computed once, and the parameters of a batch. */
export interface BatchStatement<Row> {
  readonly text: string;
  params(rows: readonly Row[]): unknown[];
  run(session: SqlSession, rows: readonly Row[]): Promise<number>;
}

/**
 * `INSERT ... ON CONFLICT ... DO UPDATE` of a whole batch in one statement: the projections'
 * hot path (bench:events), so the text is built once and a batch costs one round trip.
 */
export function upsert<T extends AnyTable>(table: T, options: UpsertOptions<T>): BatchStatement<WriteRowOf<T>> {
  const names = table.names as readonly ColumnName<T>[];
  const columnsOf = (n: ColumnName<T>) => table.columns[n] as Column;
  const cols = names.join(', ');
  let source: string;
  if (options.via === 'jsonb') {
    const record = names.map((n) => `${n} ${columnsOf(n).sql}`).join(', ');
    source = `SELECT ${cols} FROM jsonb_to_recordset($1::jsonb) AS x(${record})`;
  } else {
    const arrayColumn = names.find((n) => columnsOf(n).sql.endsWith('[]'));
    if (arrayColumn) throw new Error(`read model ${table.name}: unnest cannot carry the array column ${arrayColumn}; use via 'jsonb'`);
    source = `SELECT * FROM unnest(${names.map((n, i) => `$${i + 1}::${columnsOf(n).sql}[]`).join(', ')})`;
  }
  const conflict = (options.conflict ?? table.primaryKey).join(', ');
  const sets = [
    ...options.update.map((n) => `${n} = excluded.${n}`),
    ...Object.entries(options.set ?? {}).map(([n, expression]) => `${n} = ${expression}`),
  ];
  const action = sets.length ? `DO UPDATE SET ${sets.join(', ')}${options.where ? ` WHERE ${options.where}` : ''}` : 'DO NOTHING';
  const text = `INSERT INTO ${table.name}${options.alias ? ` AS ${options.alias}` : ''} (${cols}) ${source} ON CONFLICT (${conflict}) ${action}`;
  const params =
    options.via === 'jsonb'
      ? (rows: readonly WriteRowOf<T>[]) => [JSON.stringify(rows)]
      : (rows: readonly WriteRowOf<T>[]) => names.map((n) => rows.map((r) => r[n]));
  return {
    text,
    params,
    async run(session, rows) {
      if (!rows.length) return 0;
      return (await session.query({ text, values: params(rows) })).rowCount ?? 0;
    },
  };
}

/** Every column of the rows a query selects, typed by the table's description. */
export async function selectRows<T extends AnyTable>(session: SqlSession, _table: T, query: Sql): Promise<RowOf<T>[]> {
  return (await session.query(query)).rows as RowOf<T>[];
}

/** Rows of any shape (aggregates): the caller names the shape the SELECT list gives. */
export async function selectAs<R>(session: SqlSession, query: Sql): Promise<R[]> {
  return (await session.query(query)).rows as R[];
}

/** Runs a statement with no rows to return (UPDATE, DELETE); the count of rows it touched. */
export async function execute(session: SqlSession, query: Sql): Promise<number> {
  return (await session.query(query)).rowCount ?? 0;
}

export { sql, Sql, type SqlSession };
