import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeTimestamp, isClientId, localStorageOrUndefined, makeClientId, makeSessionId, readOrCreateClientId } from '../../../../src/shared/session/client-ids';
import { CLIENT_ID_STORAGE_KEY } from '../../../../src/shared/constants';
import { MemoryStorage, sequence } from '../../support/memory-storage';

const NOW = 1_764_000_123_456;

describe('encodeTimestamp', () => {
  it('writes each decimal digit as a letter, 0→a … 9→j', () => {
    expect(encodeTimestamp(1_234_567_890)).toBe('bcdefghija');
    expect(encodeTimestamp(NOW)).toBe('bhgeaaabcdefg');
  });
});

describe('makeClientId', () => {
  it('is 4 random characters followed by the encoded timestamp', () => {
    expect(makeClientId(NOW, sequence(0, 0.5, 0.99, 0.1))).toBe('as9d' + 'bhgeaaabcdefg');
  });

  it('differs between two browsers opened in the same millisecond', () => {
    expect(makeClientId(NOW, sequence(0.1))).not.toBe(makeClientId(NOW, sequence(0.2)));
  });

  it('stays within letters and digits even when random returns its bounds', () => {
    const id = makeClientId(NOW, sequence(0, 0.9999999, 1, -0.1));
    expect(id).toMatch(/^[a-z0-9]{4}[a-j]{13}$/);
    expect(isClientId(id)).toBe(true);
  });
});

describe('makeSessionId', () => {
  it('is 6 letters or digits', () => {
    expect(makeSessionId(Math.random)).toMatch(/^[a-z0-9]{6}$/);
    expect(makeSessionId(sequence(0, 0.75, 0.3, 0.5, 0.99, 0.01))).toBe('a1ks9a');
  });
});

describe('readOrCreateClientId', () => {
  it('creates an id and keeps it under "client"', () => {
    const storage = new MemoryStorage();
    const id = readOrCreateClientId(storage, NOW, sequence(0.3));
    expect(storage.getItem(CLIENT_ID_STORAGE_KEY)).toBe(id);
    expect(CLIENT_ID_STORAGE_KEY).toBe('client');
  });

  it('returns the stored id on the next visit', () => {
    const storage = new MemoryStorage();
    const first = readOrCreateClientId(storage, NOW, sequence(0.3));
    expect(readOrCreateClientId(storage, NOW + 86_400_000, sequence(0.7))).toBe(first);
  });

  it('replaces a stored value that is not a client id', () => {
    const storage = new MemoryStorage({ client: '{"oops":1}' });
    const id = readOrCreateClientId(storage, NOW, sequence(0.3));
    expect(id).toMatch(/^[a-z0-9]{4}bhgeaaabcdefg$/);
    expect(storage.getItem('client')).toBe(id);
  });

  it('still gives an id when storage cannot be read or written', () => {
    const storage = new MemoryStorage();
    storage.failReads = true;
    storage.failWrites = true;
    expect(isClientId(readOrCreateClientId(storage, NOW, Math.random))).toBe(true);
    expect(isClientId(readOrCreateClientId(undefined, NOW, Math.random))).toBe(true);
  });
});

describe('localStorageOrUndefined', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is the browser's local storage where there is one", () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    expect(localStorageOrUndefined()).toBe(storage);
  });

  it('is undefined where touching local storage throws, as with blocked cookies', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new Error('SecurityError');
      },
    });
    expect(localStorageOrUndefined()).toBeUndefined();
    Reflect.deleteProperty(globalThis, 'localStorage');
  });
});
