import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hasher.js';

describe('password hashing (argon2id)', () => {
  it('writes PHC strings with OWASP parameters that verify the password and nothing else', async () => {
    const encoded = await hashPassword('correct horse battery staple');
    expect(encoded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword('correct horse battery staple', encoded)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', encoded)).toBe(false);
    expect(await hashPassword('correct horse battery staple')).not.toBe(encoded);
  });

  it('keeps verifying a hash written by the former WebAssembly implementation (hash-wasm 4.13)', async () => {
    const former = '$argon2id$v=19$m=19456,t=2,p=1$MDEyMzQ1Njc4OWFiY2RlZg$gy5SuVm5Z7Vw7keB9se9p87QGcomaseB/S2U1OhTsM0';
    expect(await verifyPassword('correct horse battery staple', former)).toBe(true);
    expect(await verifyPassword('Correct horse battery staple', former)).toBe(false);
  });

  it('compares a composed and a decomposed spelling of the same password as equal (NFC)', async () => {
    const encoded = await hashPassword('ێ-café');
    expect(await verifyPassword('ێ-cafe\u0301', encoded)).toBe(true);
  });

  it('refuses what is not an argon2 hash without throwing', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', '$2b$10$abcdefghijklmnopqrstuv')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$v=19$m=19456,t=2,p=1$broken')).toBe(false);
    expect(await verifyAgainstDecoy('anything')).toBe(false);
  });
});
