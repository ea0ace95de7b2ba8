import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take long for their size: they start processes (tsx, codegen, the mock) or run the
 * shared operation suite from a few lines. Without timings from an earlier run (a clean clone, CI)
 * vitest orders a project's files by size, which left these for last: the run then ended waiting
 * on one of them while the other workers sat idle. Listed longest first; a file missing here only
 * loses its head start.
 */
const SLOW_FOR_THEIR_SIZE = [
  'tests/server/operations.test.ts',
  'tests/server/catalog-import-cli.test.ts',
  'tests/server/graceful-stop.test.ts',
  'tests/mock-server/mock-start.test.ts',
  'tests/server/storage-copy-to-s3.test.ts',
  'tests/server/multi-instance.test.ts',
  'tests/contract/generated-fresh.test.ts',
  'tests/contract/mock-operations.test.ts',
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
    return projects.flatMap((name) =>
      sorted.filter((file) => file.project.name === name).sort((a, b) => byEnvironment(a, b) || headStart(a) - headStart(b)),
    );
  }
}
