import { ApiError } from '#src/lib/api';
import type { SelfUser } from './get-self';

interface LocaleSaverPorts {
  update(locale: string, version: number): Promise<SelfUser>;
  readSelf(): Promise<SelfUser>;
}

/**
 * The locale saves of one tab, one after the other: each is sent at the version the save before it
 * left, and a 409 (another tab or device changed the account meanwhile) is tried once more at the
 * version read afresh, so that the language chosen last is the account's. Two quick switches used
 * to send the second at the version both had seen: refused, the refusal ignored (spec §4), and the
 * account kept the first language, in which its e-mails then came.
 */
export function createLocaleSaver({ update, readSelf }: LocaleSaverPorts): (locale: string, seenVersion: number) => Promise<SelfUser> {
  let previous: Promise<number | undefined> = Promise.resolve(undefined);
  return (locale, seenVersion) => {
    const saved = previous.then(async (versionLeft) => {
      try {
        return await update(locale, Math.max(seenVersion, versionLeft ?? seenVersion));
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) throw error;
        return update(locale, (await readSelf()).version);
      }
    });
    previous = saved.then(
      (user) => user.version,
      () => undefined,
    );
    return saved;
  };
}
