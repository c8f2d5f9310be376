import { describe, expect, it } from 'vitest';
import { ApiError } from '#src/lib/api';
import type { SelfUser } from './get-self';
import { createLocaleSaver } from './save-self-locale';

/** The API's rule for `PATCH /users/self`: the version the client saw, or a 409; each change moves it on. */
function accountOnServer(start: { locale: string; version: number }) {
  const account: SelfUser = { id: 'a@b.iq', email: 'a@b.iq', roles: ['applicant'], ...start };
  const sent: number[] = [];
  return {
    account,
    sent,
    async update(locale: string, version: number): Promise<SelfUser> {
      sent.push(version);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (version !== account.version) throw new ApiError(409);
      Object.assign(account, { locale, version: account.version + 1 });
      return { ...account };
    },
    async readSelf(): Promise<SelfUser> {
      return { ...account };
    },
  };
}

describe('saving the language on the account (spec §4)', () => {
  it('two quick switches: the second is sent at the version the first left, and the account keeps the last', async () => {
    const server = accountOnServer({ locale: 'ckb', version: 3 });
    const save = createLocaleSaver(server);
    // Both chosen before either answer came, at the version the page had seen.
    const [first, second] = await Promise.all([save('en', 3), save('ckb', 3)]);
    expect(first.locale).toBe('en');
    expect(second).toMatchObject({ locale: 'ckb', version: 5 });
    expect(server.account).toMatchObject({ locale: 'ckb', version: 5 });
    expect(server.sent).toEqual([3, 4]);
  });

  it('changed elsewhere meanwhile (a 409): tried once more at the version read afresh', async () => {
    const server = accountOnServer({ locale: 'ckb', version: 3 });
    server.account.version = 7; // another tab saved since this page read the account
    const save = createLocaleSaver(server);
    await expect(save('ar', 3)).resolves.toMatchObject({ locale: 'ar', version: 8 });
    expect(server.sent).toEqual([3, 7]);
  });

  it('a failure other than a 409 is the caller’s, and the next save still goes', async () => {
    const server = accountOnServer({ locale: 'ckb', version: 1 });
    let offline = true;
    const save = createLocaleSaver({
      update: (locale, version) => (offline ? Promise.reject(new ApiError(0)) : server.update(locale, version)),
      readSelf: server.readSelf,
    });
    await expect(save('en', 1)).rejects.toMatchObject({ status: 0 });
    offline = false;
    await expect(save('kmr', 1)).resolves.toMatchObject({ locale: 'kmr', version: 2 });
  });
});
