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
});
