import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take long for their size: they start processes (tsx, codegen, the mock, a fresh demo
 * seed) or run the shared operation suite from a few lines. Without timings from an earlier run (a
 * clean clone, CI) vitest orders a project's files by size, which left these for last: the run then
 * ended waiting on one of them while the other workers sat idle (on 2026-11-29 the server project's
 * demo-start, backup and catalog-import-cli files, 40-100 s each, started at 250-435 s of a 534 s
 * run). Listed longest first (seconds alone on a quiet machine); a file missing here only loses its
 * head start.
 */
const SLOW_FOR_THEIR_SIZE = [
  'tests/server/catalog-import/catalog-import-cli.test.ts', // 46
  'tests/server/demo/demo-start.test.ts', // 45
  'tests/server/operations/backup.test.ts', // 34
  'tests/contract/mock-operations.test.ts', // 39 beside others
  'tests/contract/third-party-clients.test.ts', // 55-70: a mock process and a production server, five clients
  'tests/server/graphql/operations.test.ts', // 32
  'tests/server/demo/demo-dates.test.ts', // 23
  'tests/server/operations/graceful-stop.test.ts', // 18
  'tests/mock-server/steer-by-header.test.ts', // 30-40, three mock processes
  'tests/mock-server/steer-at-start.test.ts',
  'tests/mock-server/steering.test.ts',
  'tests/server/storage/storage-copy-to-s3.test.ts',
  'tests/server/operations/multi-instance.test.ts',
  'tests/contract/generated-fresh.test.ts',
];

const headStart = (file: TestSpecification): number => {
  const index = SLOW_FOR_THEIR_SIZE.findIndex((path) => file.moduleId.endsWith(`/${path}`));
  return index === -1 ? SLOW_FOR_THEIR_SIZE.length : index;
};

/**
 * The projects in the order they start. After the Chromium chain: the component project, then the
 * unit project (its slow files, the mock's operation suite and codegen, would otherwise end the run
 * alone), then the server project, whose many short files after its slow ones let the workers end
 * together. A project missing here runs after these, in vitest's order; 'quiet' waits for all (its
 * sequence.groupOrder).
 */
const PROJECT_ORDER = ['e2e', 'component', 'unit', 'server'];

/** A file's own `@vitest-environment`, or '' for its project's. */
const environmentOf = (file: TestSpecification): string =>
  /@vitest-environment\s+([\w-]+)/.exec(readFileSync(file.moduleId, 'utf8').slice(0, 2_000))?.[1] ?? '';

/**
 * The Chromium files run one at a time, so together they are the suite's longest chain: they start
 * first, on one worker, while the other workers take everything else. Otherwise vitest's order
 * (projects by name, then by size or by last run's times) leaves them queued to the end.
 *
 * Within each of the other projects the files slow for their size go first, and the files of
 * another environment (happy-dom) last, together: a worker keeps its loaded modules only while the
 * next file is of its project and environment, so each such file amid the others made two workers
 * start again (the component project's load its shop and the whole client: 7-10 s of CPU each).
 * The sort is stable: the rest keep vitest's order, and the projects stay together.
 */
export class LongestChainFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (name: string) => (PROJECT_ORDER.includes(name) ? PROJECT_ORDER.indexOf(name) : PROJECT_ORDER.length);
    const projects = [...new Set(sorted.map((file) => file.project.name))].sort((a, b) => rank(a) - rank(b));
    const environments = new Map(sorted.map((file) => [file, environmentOf(file)]));
    const byEnvironment = (a: TestSpecification, b: TestSpecification) => environments.get(a)!.localeCompare(environments.get(b)!);
    const ordered = projects.flatMap((name) =>
      sorted.filter((file) => file.project.name === name).sort((a, b) => byEnvironment(a, b) || headStart(a) - headStart(b)),
    );
    // The slow files of every project start right after the Chromium chain, longest first, beside it:
    // waiting for their project's turn, they ended the run alone.
    const isChromium = (file: TestSpecification) => file.project.name === 'e2e';
    const isSlow = (file: TestSpecification) => !isChromium(file) && headStart(file) < SLOW_FOR_THEIR_SIZE.length;
    return [
      ...ordered.filter(isChromium),
      ...ordered.filter(isSlow).sort((a, b) => headStart(a) - headStart(b)),
      ...ordered.filter((file) => !isChromium(file) && !isSlow(file)),
    ];
  }
}
