import type { LoggerService, LogLevel } from '@nestjs/common';

/**
 * Structured logs: one JSON object per line on stdout. Values under secret-looking keys are
 * never written (ASVS: codes, passwords and tokens stay out of logs).
 */
export type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const SECRET_KEY = /pass(word)?|secret|token|otp|^code$|authorization|cookie|api[-_]?key|credential/i;

export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > 6) return value;
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? '[redacted]' : redact(v, depth + 1);
  return out;
}

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  log(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export class JsonLogger implements Logger, LoggerService {
  constructor(
    private readonly minLevel: Level = 'info',
    private readonly write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
    private readonly context?: string,
  ) {}

  child(context: string): JsonLogger {
    return new JsonLogger(this.minLevel, this.write, context);
  }

  private emit(level: Level, message: unknown, fields?: unknown): void {
    if (ORDER[level] < ORDER[this.minLevel]) return;
    const extra =
      fields && typeof fields === 'object' ? (redact(fields) as Record<string, unknown>) : fields !== undefined ? { context: fields } : {};
    const line = {
      time: new Date().toISOString(),
      level,
      ...(this.context ? { context: this.context } : {}),
      msg: typeof message === 'string' ? message : redact(message),
      ...extra,
    };
    this.write(JSON.stringify(line));
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
  error(message: string, fields?: Record<string, unknown> | string): void {
    this.emit('error', message, typeof fields === 'string' ? { trace: fields } : fields);
  }
  fatal(message: string, fields?: Record<string, unknown>): void {
    this.emit('error', message, fields);
  }
  setLogLevels(_levels: LogLevel[]): void {}
}
