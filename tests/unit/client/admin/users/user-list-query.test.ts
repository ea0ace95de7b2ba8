import { describe, expect, it } from 'vitest';
import { formatUserListQuery, parseUserListQuery, userLabels, userListVariables } from '../../../../../src/client/admin/users/user-list-query';

describe('users list query', () => {
  it('round-trips search, banned filter and page, and sends the filter as a boolean', () => {
    const query = parseUserListQuery('?search=ana&banned=allowed&page=2');
    expect(formatUserListQuery(query)).toBe('?search=ana&banned=allowed&page=2');
    expect(userListVariables(query)).toEqual({ page: 2, first: 20, search: 'ana', banned: false });
    expect(userListVariables(parseUserListQuery('?banned=banned')).banned).toBe(true);
    expect(userListVariables(parseUserListQuery('?banned=x')).banned).toBeNull();
  });

  it('labels banned and not verified shoppers', () => {
    expect(userLabels({ banned: true, verified: false })).toEqual(['banned', 'unverified']);
    expect(userLabels({ banned: false, verified: true })).toEqual([]);
  });
});
