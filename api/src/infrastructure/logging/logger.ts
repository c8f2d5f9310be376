import type { LoggerService, LogLevel } from '@nestjs/common';
import pino from 'pino';

/**
 * Structured logs: one JSON object per line on stdout, written by pino. Values under
 * secret-looking keys are never written (ASVS: codes, passwords and tokens stay out of logs).
 */
export type Level = 'debug' | 'info' | 'warn' | 'error';
const SECRET_KEY = /pass(word)?|secret|token|otp|^code$|authorization|cookie|api[-_]?key|credential/i;

/**
 * The fields with every value under a secret-looking key replaced, at any depth, and errors as
 * plain objects. By key pattern rather than pino's `redact` paths, which name fixed positions:
 * a secret nested anywhere (`nested.accessToken`, `headers.authorization`) is caught.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > 6) return value;
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? '[redacted]' : redact(v, depth + 1);
  return out;
}

/** What a call passes after its message, as the line's fields. */
function fieldsOf(fields: unknown): Record<string, unknown> {
  // An error is flattened like a nested one (pino would put it under `err`).
  if (fields instanceof Error) return redact(fields) as Record<string, unknown>;
  if (fields && typeof fields === 'object') return fields as Record<string, unknown>;
  // Nest passes its context (`NestFactory`, a class name) as a string where fields go.
  return fields === undefined ? {} : { context: fields };
}

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  log(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/**
 * The application's logger (and Nest's, as its LoggerService): pino at `minLevel`, each line
 * `{"level":"info","time":"<ISO 8601>","msg":…, …fields}`. `write` receives each line without
 * its newline (tests collect them); by default they go to stdout, synchronously, as
 * `process.stdout.write` did, so that nothing is lost when a CLI exits.
 */
export class JsonLogger implements Logger, LoggerService {
  private readonly pino: pino.Logger;

  constructor(minLevel: Level = 'info', write?: (line: string) => void) {
    this.pino = pino(
      {
        level: minLevel,
        // No pid and hostname: the lines carry what the application logs, nothing more.
        base: undefined,
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: {
          level: (label) => ({ level: label }),
          log: (fields) => redact(fields) as Record<string, unknown>,
        },
      },
      write
        ? { write: (line: string) => write(line.endsWith('\n') ? line.slice(0, -1) : line) }
        : pino.destination({ dest: 1, sync: true }),
    );
  }

  private emit(level: Level, message: unknown, fields?: unknown): void {
    if (typeof message === 'string') this.pino[level](fieldsOf(fields), message);
    else this.pino[level]({ ...fieldsOf(fields), msg: message });
  }

  debug(message: string, fields?: Record<string, unknown>): void {
    this.emit('debug', message, fields);
  }
  verbose(message: string, fields?: Record<string, unknown>): void {
    this.emit('debug', message, fields);
  }
  log(message: string, fields?: Record<string, unknown>): void {
    this.emit('info', message, fields);
  }
  warn(message: string, fields?: Record<string, unknown>): void {
    this.emit('warn', message, fields);
  }
  /** Nest passes an exception's stack as the second argument. */
  error(message: string, fields?: Record<string, unknown> | string): void {
    this.emit('error', message, typeof fields === 'string' ? { trace: fields } : fields);
  }
  fatal(message: string, fields?: Record<string, unknown>): void {
    this.emit('error', message, fields);
  }
  setLogLevels(_levels: LogLevel[]): void {}
}
