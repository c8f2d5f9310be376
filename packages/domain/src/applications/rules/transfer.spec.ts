import { describe, expect, it } from 'vitest';
import { validateTransferEmail } from './transfer.js';

describe('ownership transfer e-mail', () => {
  it('given another valid address, when validated, then no problem', () => {
    expect(validateTransferEmail('new.owner@example.com', 'owner@example.com')).toEqual([]);
  });

  it.each(['owner@example.com', 'Owner@Example.COM', '  owner@example.com ', 'OWNER@EXAMPLE.COM\t'])(
    'given %p against owner@example.com, when validated, then transfer.same-email',
    (newEmail) => {
      expect(validateTransferEmail(newEmail, ' owner@example.com')).toEqual([{ code: 'transfer.same-email', field: 'new_email' }]);
    },
  );

  it.each(['', 'not-an-email', 42, undefined])('given %p, when validated, then validation.email', (newEmail) => {
    expect(validateTransferEmail(newEmail, 'owner@example.com', 'email')).toEqual([{ code: 'validation.email', field: 'email' }]);
  });
});
