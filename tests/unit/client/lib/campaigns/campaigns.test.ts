import { describe, expect, it } from 'vitest';
import {
  campaignFromSearch,
  latestCampaign,
  readCampaigns,
  rememberCampaign,
} from '../../../../../src/client/lib/campaigns/campaigns';
import { CAMPAIGNS_STORAGE_KEY, STORED_CAMPAIGNS_MAX } from '../../../../../src/shared/constants';
import { MemoryStorage } from '../../../support/memory-storage';

describe('rememberCampaign', () => {
  it('keeps the most recent campaign first', () => {
    const storage = new MemoryStorage();
    rememberCampaign(storage, 'leto-2026', 1);
    rememberCampaign(storage, 'black_friday', 2);
    expect(readCampaigns(storage)).toEqual([
      { code: 'black_friday', at: 2 },
      { code: 'leto-2026', at: 1 },
    ]);
    expect(latestCampaign(storage)).toBe('black_friday');
  });

  it('moves a campaign arrived with again to the front instead of repeating it', () => {
    const storage = new MemoryStorage();
    rememberCampaign(storage, 'a', 1);
    rememberCampaign(storage, 'b', 2);
    rememberCampaign(storage, 'a', 3);
    expect(readCampaigns(storage)).toEqual([
      { code: 'a', at: 3 },
      { code: 'b', at: 2 },
    ]);
  });

  it('keeps at most 100, dropping the oldest', () => {
    const storage = new MemoryStorage();
    for (let index = 1; index <= STORED_CAMPAIGNS_MAX + 5; index += 1) rememberCampaign(storage, `c${index}`, index);
    const stored = readCampaigns(storage);
    expect(STORED_CAMPAIGNS_MAX).toBe(100);
    expect(stored).toHaveLength(100);
    expect(stored[0]).toEqual({ code: 'c105', at: 105 });
    expect(stored.at(-1)).toEqual({ code: 'c6', at: 6 });
    expect(JSON.parse(storage.getItem(CAMPAIGNS_STORAGE_KEY)!)).toHaveLength(100);
  });

  it('ignores a code with characters a campaign code cannot have', () => {
    const storage = new MemoryStorage();
    rememberCampaign(storage, 'ok', 1);
    for (const code of ['', 'a b', '<script>', 'x'.repeat(256), 12, null]) rememberCampaign(storage, code, 2);
    expect(readCampaigns(storage)).toEqual([{ code: 'ok', at: 1 }]);
  });
});

describe('readCampaigns', () => {
  it.each([
    ['not JSON', 'oops'],
    ['an object', '{"code":"a","at":1}'],
    ['a list of strings', '["a","b"]'],
    ['an entry without a time', '[{"code":"a","at":1},{"code":"b"}]'],
    ['an entry with a bad code', '[{"code":"a b","at":1}]'],
  ])('reads %s as none', (_name, stored) => {
    const storage = new MemoryStorage({ campaigns: stored });
    expect(readCampaigns(storage)).toEqual([]);
    expect(latestCampaign(storage)).toBeNull();
  });

  it('starts a fresh list over invalid stored data', () => {
    const storage = new MemoryStorage({ campaigns: '{broken' });
    expect(rememberCampaign(storage, 'novi', 5)).toEqual([{ code: 'novi', at: 5 }]);
  });

  it('reads nothing from unavailable storage, without throwing', () => {
    const storage = new MemoryStorage({ campaigns: '[{"code":"a","at":1}]' });
    storage.failReads = true;
    storage.failWrites = true;
    expect(readCampaigns(storage)).toEqual([]);
    expect(rememberCampaign(storage, 'b', 2)).toEqual([{ code: 'b', at: 2 }]);
    expect(latestCampaign(undefined)).toBeNull();
  });
});

describe('campaignFromSearch', () => {
  it('reads the code of a campaign link', () => {
    expect(campaignFromSearch('?kampanja=leto-2026&page=2')).toBe('leto-2026');
    expect(campaignFromSearch('page=2')).toBeUndefined();
    expect(campaignFromSearch('?kampanja=%3Cscript%3E')).toBeUndefined();
  });
});
