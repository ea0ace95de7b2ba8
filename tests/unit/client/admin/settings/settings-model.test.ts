import { describe, expect, it } from 'vitest';
import { checkEmailList, normalizeEmailList } from '../../../../../src/client/admin/settings/settings-model';

describe('orders e-mail list', () => {
  it('finds each address that is not one', () => {
    expect(checkEmailList('a@izlog.rs, b@izlog, , c d@x.rs, e@izlog.rs')).toEqual({
      emails: ['a@izlog.rs', 'b@izlog', 'c d@x.rs', 'e@izlog.rs'],
      invalid: ['b@izlog', 'c d@x.rs'],
    });
    expect(checkEmailList('').invalid).toEqual([]);
  });
  it('saves the addresses joined by a comma and a space', () => {
    expect(normalizeEmailList(' a@izlog.rs,b@izlog.rs ,')).toBe('a@izlog.rs, b@izlog.rs');
  });
});
