import { describe, expect, it } from 'vitest';
import { choose, initialVariant, valueState, variantOf, variantParam, type ChoosableVariant } from '../../../../src/shared/catalog/variant-choice';

/** A T-shirt in sizes S, M, L (s, m, l) and colours black, white (b, w): white L never made, black M sold out, white S switched off. */
const variant = (id: string, size: string, colour: string, state: Partial<ChoosableVariant> = {}): ChoosableVariant => ({
  id,
  values: [{ id: size }, { id: colour }],
  active: true,
  sold_out: false,
  ...state,
});
const SHIRTS = [
  variant('1', 's', 'b'),
  variant('2', 's', 'w', { active: false }),
  variant('3', 'm', 'b', { sold_out: true }),
  variant('4', 'm', 'w'),
  variant('5', 'l', 'b'),
];

describe('choosing a variant by its values', () => {
  it('names the variant of a full choice, and none for a combination never made', () => {
    expect(variantOf(SHIRTS, ['m', 'w'])?.id).toBe('4');
    expect(variantOf(SHIRTS, ['l', 'w'])).toBeUndefined();
    expect(variantOf(SHIRTS, ['m'])).toBeUndefined();
  });

  it('opens on the variant the address names, else the first that can be bought; never on one switched off', () => {
    expect(initialVariant(SHIRTS, '4')?.id).toBe('4');
    expect(initialVariant(SHIRTS, '3')?.id).toBe('3');
    expect(initialVariant(SHIRTS, '2')?.id).toBe('1');
    expect(initialVariant(SHIRTS, 'x')?.id).toBe('1');
    expect(initialVariant([variant('9', 's', 'b', { sold_out: true })], null)?.id).toBe('9');
  });

  it('shows each value beside the other chosen ones as available, sold out, or unavailable', () => {
    // Black chosen: S and L can be bought, M is sold out.
    expect(['s', 'm', 'l'].map((size) => valueState(SHIRTS, ['s', 'b'], 0, size))).toEqual(['available', 'sold-out', 'available']);
    // Size S chosen: white S is switched off; size L: white L was never made.
    expect(valueState(SHIRTS, ['s', 'b'], 1, 'w')).toBe('unavailable');
    expect(valueState(SHIRTS, ['l', 'b'], 1, 'w')).toBe('unavailable');
    expect(valueState(SHIRTS, ['m', 'b'], 1, 'w')).toBe('available');
  });

  it('moves the other options when the chosen value is not made with them, preferring what can be bought', () => {
    expect(choose(SHIRTS, ['s', 'b'], 0, 'm')?.id).toBe('3');
    expect(choose(SHIRTS, ['l', 'b'], 1, 'w')?.id).toBe('4');
    expect(choose(SHIRTS, ['s', 'b'], 1, 'w')?.id).toBe('4');
  });

  it('names the address parameter in each language', () => {
    expect([variantParam(0), variantParam(1)]).toEqual(['varijanta', 'variant']);
  });
});
