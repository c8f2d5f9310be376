import { envelopeDsn, sameDsn, targetOf } from './sentry-envelope.js';

describe('the error-reporting tunnel', () => {
  it('posts an envelope to the ingest address of its DSN', () => {
    expect(targetOf('https://abc123@o1.ingest.sentry.io/4505')).toEqual({ ingestUrl: 'https://o1.ingest.sentry.io/api/4505/envelope/' });
    expect(targetOf('http://key@127.0.0.1:9000/errors/42')).toEqual({ ingestUrl: 'http://127.0.0.1:9000/errors/api/42/envelope/' });
  });

  it('knows no target for a DSN without a key or a project', () => {
    expect(targetOf('https://o1.ingest.sentry.io/4505')).toBeNull();
    expect(targetOf('https://abc@o1.ingest.sentry.io/')).toBeNull();
    expect(targetOf('not a url')).toBeNull();
  });

  it('reads the DSN from the first line of an envelope, and nothing from a malformed one', () => {
    expect(envelopeDsn('{"dsn":"https://k@h/1","sent_at":"2026-01-01T00:00:00Z"}\n{"type":"event"}\n{}')).toBe('https://k@h/1');
    expect(envelopeDsn('{"event_id":"x"}\n{}')).toBeNull();
    expect(envelopeDsn('garbage\n{}')).toBeNull();
    expect(envelopeDsn('')).toBeNull();
  });

  it('compares DSNs by scheme, key, host and project', () => {
    expect(sameDsn('https://k@Host.example/1/', 'https://k@host.example/1')).toBe(true);
    expect(sameDsn('https://k@host.example/1', 'https://other@host.example/1')).toBe(false);
    expect(sameDsn('https://k@host.example/1', 'https://k@evil.example/1')).toBe(false);
    expect(sameDsn('https://k@host.example/1', 'https://k@host.example/2')).toBe(false);
  });
});
