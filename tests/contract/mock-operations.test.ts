import { startMockServer } from '../../mock-server/server';
import { defineOperationSuite } from './support/operation-suite';

defineOperationSuite(() => startMockServer({ port: 0 }));
