import { DatabaseAvailability, isDatabaseUnavailable } from './database-availability.js';
import { JsonLogger } from '../logging/logger.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03', '08006', '08001', '08P01'])('recognises %s', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
  });

  it('recognises the codeless connection errors of node-postgres, wrapped ones and an AggregateError of refusals', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('57P01') }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new AggregateError([withCode('ECONNREFUSED')]), { code: 'ECONNREFUSED' }))).toBe(true);
  });

  it('leaves other errors alone, a message that merely reads like an outage included when a code says otherwise', () => {
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('57014', 'Connection terminated unexpectedly'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('DatabaseAvailability', () => {
  it('warns once per outage and says once when the database is back', () => {
    const lines: string[] = [];
    const availability = new DatabaseAvailability(new JsonLogger('debug', (l) => lines.push(l)));
    availability.noteSuccess();
    for (let i = 0; i < 100; i++) availability.noteFailure(withCode('ECONNREFUSED'), 'test');
    expect(availability.unavailable).toBe(true);
    availability.noteSuccess();
    availability.noteSuccess();
    availability.noteFailure(withCode('57P01'), 'test');
    const parsed = lines.map((l) => JSON.parse(l) as { level: string; msg: string; failures?: number });
    expect(parsed.map((l) => `${l.level} ${l.msg}`)).toEqual([
      'warn database unavailable',
      'info database available again',
      'warn database unavailable',
    ]);
    expect(parsed[1]!.failures).toBe(100);
  });

  it('tells its listeners each time the database is back, not while it stays up', () => {
    const availability = new DatabaseAvailability();
    let recovered = 0;
    const unsubscribe = availability.onRecovered(() => recovered++);
    availability.noteSuccess();
    availability.noteFailure(withCode('ECONNREFUSED'), 'test');
    availability.noteFailure(withCode('ECONNREFUSED'), 'test');
    availability.noteSuccess();
    availability.noteSuccess();
    expect(recovered).toBe(1);
    unsubscribe();
    availability.noteFailure(withCode('57P01'), 'test');
    availability.noteSuccess();
    expect(recovered).toBe(1);
  });
});
