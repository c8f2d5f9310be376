import { JsonLogger } from './logger.js';

describe('structured logger', () => {
  it('writes one JSON object per line and never the value of a secret-looking field', () => {
    const lines: string[] = [];
    const log = new JsonLogger('info', (l) => lines.push(l));
    log.log('sign-in', {
      email: 'a@b.c',
      password: 'hunter2',
      nested: { accessToken: 'tok-1', code: '123456' },
      headers: { authorization: 'Bearer x' },
    });
    log.debug('hidden below the level');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ level: 'info', msg: 'sign-in', email: 'a@b.c', password: '[redacted]' });
    expect(lines[0]).not.toMatch(/hunter2|tok-1|123456|Bearer x/);
  });

  it('redacts every secret-looking key at any depth, in arrays too, and keeps the rest', () => {
    const lines: string[] = [];
    new JsonLogger('info', (l) => lines.push(l)).warn('request', {
      items: [{ otp: '424242', id: 1 }],
      deep: { a: { b: { clientSecret: 's-1', cookie: 'sid=c-1', 'x-api-key': 'k-1', apiKey: 'k-2', credentials: 'c-2', kept: 'yes' } } },
      codeLength: 6,
    });
    const entry = JSON.parse(lines[0]!);
    expect(entry.items).toEqual([{ otp: '[redacted]', id: 1 }]);
    expect(entry.deep.a.b).toEqual({
      clientSecret: '[redacted]',
      cookie: '[redacted]',
      'x-api-key': '[redacted]',
      apiKey: '[redacted]',
      credentials: '[redacted]',
      kept: 'yes',
    });
    // Only a key named exactly `code` is a code; `codeLength` is not.
    expect(entry.codeLength).toBe(6);
    expect(lines[0]).not.toMatch(/424242|s-1|c-1|k-1|k-2|c-2/);
  });

  it('labels each line with its level name and an ISO time, and filters below the minimum level', () => {
    const lines: string[] = [];
    const log = new JsonLogger('debug', (l) => lines.push(l));
    log.debug('d');
    log.verbose('v');
    log.log('i');
    log.warn('w');
    log.error('e');
    log.fatal('f');
    const entries = lines.map((l) => JSON.parse(l) as { level: string; msg: string; time: string });
    expect(entries.map((e) => `${e.level} ${e.msg}`)).toEqual(['debug d', 'debug v', 'info i', 'warn w', 'error e', 'error f']);
    for (const e of entries) expect(new Date(e.time).toISOString()).toBe(e.time);
    // Nothing but what was logged: no pid, no hostname.
    expect(Object.keys(entries[0]!).sort()).toEqual(['level', 'msg', 'time']);

    const warnOnly: string[] = [];
    const quiet = new JsonLogger('warn', (l) => warnOnly.push(l));
    quiet.log('dropped');
    quiet.debug('dropped');
    quiet.warn('kept');
    expect(warnOnly.map((l) => JSON.parse(l).msg)).toEqual(['kept']);
  });

  it('takes Nest’s calls: a context string, a stack as the second argument of error, an object or an error as the message', () => {
    const lines: string[] = [];
    const log = new JsonLogger('info', (l) => lines.push(l));
    log.log('Nest application successfully started', 'NestApplication' as never);
    log.error('boom', 'Error: boom\n    at somewhere');
    log.log({ token: 't-1', note: 'n' } as never);
    const failure = new Error('went wrong');
    log.error('failed', failure as never);
    const [started, crashed, object, failed] = lines.map((l) => JSON.parse(l));
    expect(started).toMatchObject({ level: 'info', msg: 'Nest application successfully started', context: 'NestApplication' });
    expect(crashed).toMatchObject({ level: 'error', msg: 'boom', trace: 'Error: boom\n    at somewhere' });
    expect(object.msg).toEqual({ token: '[redacted]', note: 'n' });
    expect(failed).toMatchObject({ msg: 'failed', name: 'Error', message: 'went wrong' });
    expect(failed.stack).toContain('went wrong');
  });
});
