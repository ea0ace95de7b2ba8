import { DEMO_ADMIN, DEMO_USER } from '../fixtures/users/accounts';
import { startMockServer } from './server';

const port = Number(process.env.MOCK_PORT ?? 4001);
const { url, close } = await startMockServer({ port });

console.log(`Izlog mock API: ${url} (HTTP, multipart uploads and graphql-ws), images under /storage`);
console.log(`Demo administrator: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
console.log(`Demo shopper:       ${DEMO_USER.email} / ${DEMO_USER.password}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void close().then(() => process.exit(0)));
}
