import type { TestServer } from '../support/test-server';

/** What a rules module needs from its test file: the file's running server and an administrator's token (read when a test runs). */
export type Running = () => { server: TestServer; adminToken: string };
