/**
 * `npm run storage:copy-to-s3`: copies the files under DATA_DIR/storage into the bucket the S3_
 * variables name, with their content types, at the same keys, so every address the shop has given
 * stays right once the server starts with S3_BUCKET. Idempotent: an object already in the bucket
 * with the same size is skipped, so a second run (or one after an interruption) copies only what is
 * missing. Prints each object and a summary; exits 2 without S3_BUCKET, 1 when a copy fails.
 */
import { readConfig } from '../src/server/config';
import { copyFiles, createFileStore, localFileStore, storageRoot } from '../src/server/modules/storage';

async function main(): Promise<number> {
  const config = readConfig();
  if (!config.s3) {
    console.error('storage:copy-to-s3: set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as your store needs) first');
    return 2;
  }
  const source = storageRoot(config.dataDir);
  const target = createFileStore(config);
  await target.check();
  console.log(`copying ${source} into bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`);
  const started = performance.now();
  const totals = await copyFiles(localFileStore(source), target, (progress) => {
    console.log(`[${progress.done}/${progress.total}] ${progress.action === 'copied' ? 'copied ' : 'skipped'} ${progress.key}`);
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`done in ${seconds} s: ${totals.copied} copied, ${totals.skipped} already there, ${totals.total} in all`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`storage:copy-to-s3 failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
