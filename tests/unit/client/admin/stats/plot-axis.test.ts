import { expect, test } from 'vitest';
import { spreadIndexes } from '../../../../../src/client/admin/stats/plot-axis';

test('spreads the day labels evenly over the room there is, first and last day always shown', () => {
  expect(spreadIndexes(30, 4)).toEqual([0, 10, 19, 29]);
  expect(spreadIndexes(10, 20)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(spreadIndexes(30, 0)).toEqual([0, 29]);
  expect(spreadIndexes(1, 5)).toEqual([0]);
  expect(spreadIndexes(0, 5)).toEqual([]);
});
