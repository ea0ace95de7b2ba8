import { describe, expect, it } from 'vitest';
import { fillMessage } from '../../../../../src/client/storefront/checkout/fill-message';

describe('fillMessage', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(fillMessage('Kod {code} za {name}', { code: 'A1' })).toBe('Kod A1 za {name}');
    expect(fillMessage('{days} dana', { days: 3 })).toBe('3 dana');
  });
});
