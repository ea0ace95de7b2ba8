import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The Chromium files run one at a time, so together they are the suite's longest chain: they start
 * first, on one worker, while the other workers take everything else. Otherwise vitest's order
 * (by size, or by last run's times when it has them) leaves them queued to the end.
 */
export class LongestChainFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const chain = sorted.filter((file) => file.project.name === 'e2e');
    return [...chain, ...sorted.filter((file) => file.project.name !== 'e2e')];
  }
}
