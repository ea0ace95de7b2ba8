// A worker thread's entry: loads the TypeScript module named in workerData.module through tsx
// (a worker does not inherit the test runner's transform).
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.module, import.meta.url);
