import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { createSession, findSessionSubject, revokeAllSessions, revokeSession } from '../../../src/server/auth/sessions';
import { hashPassword, verifyPassword } from '../../../src/server/auth/passwords';
import { migrate, migrationFiles } from '../../../src/server/db/migrate';
import { MAX_MULTIPART_FILE_BYTES, REQUEST_LIMITS } from '../../../src/server/graphql/plugins/limits';
import { serverBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';

describe.each(await serverBackends())('the server foundation on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { SEED: 'none' });
  });
  afterAll(async () => server?.close());

  test('every migration is applied once, and applying again changes nothing', async () => {
    const { rows } = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(server.db);
    expect(rows.map((row) => row.name)).toEqual(migrationFiles().map((file) => file.name));
    expect(await migrate(server.db)).toEqual([]);
  });

  test('a session signs its subject in until it is revoked or expires', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000);
    const token = await createSession(server.db, 'admin', 7, inAnHour);
    expect(await findSessionSubject(server.db, 'admin', token)).toBe(7);
    expect(await findSessionSubject(server.db, 'user', token)).toBeNull();
    await revokeSession(server.db, 'admin', token);
    expect(await findSessionSubject(server.db, 'admin', token)).toBeNull();

    const expired = await createSession(server.db, 'user', 3, new Date(Date.now() - 1_000));
    expect(await findSessionSubject(server.db, 'user', expired)).toBeNull();

    const kept = await createSession(server.db, 'user', 4, inAnHour);
    const other = await createSession(server.db, 'user', 4, inAnHour);
    await revokeAllSessions(server.db, 'user', 4, kept);
    expect(await findSessionSubject(server.db, 'user', kept)).toBe(4);
    expect(await findSessionSubject(server.db, 'user', other)).toBeNull();
  });

  test('an upload far over the limit is refused before any resolver reads it', async () => {
    const body = new FormData();
    body.set('operations', JSON.stringify({
      query: 'mutation($file: Upload!) { uploadStorage(file: $file, bucket: "public") { id } }',
      variables: { file: null },
    }));
    body.set('map', JSON.stringify({ 0: ['variables.file'] }));
    body.set('0', new File([new Uint8Array(MAX_MULTIPART_FILE_BYTES + 1)], 'velika-slika.png', { type: 'image/png' }));
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { lang: '0' }, body });
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0].extensions.code).toBe('REQUEST_ENTITY_TOO_LARGE');
  });

  test('a database failure reaches the shopper as a translated message, never as its cause', async () => {
    await sql`alter table order_settings rename to order_settings_away`.execute(server.db);
    try {
      const serbian = await server.request('{ orderSettings { min_order_total } }', {}, { lang: 0 });
      const english = await server.request('{ orderSettings { min_order_total } }', {}, { lang: 1 });
      expect(serbian.errors?.[0]?.message).toBe('Došlo je do greške na serveru. Pokušajte ponovo malo kasnije.');
      expect(english.errors?.[0]?.message).toBe('Something went wrong on the server. Please try again a little later.');
      expect(english.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(JSON.stringify(english)).not.toMatch(/order_settings|relation/);
    } finally {
      await sql`alter table order_settings_away rename to order_settings`.execute(server.db);
    }
  });

  test('a query nested deeper than the limit is refused', async () => {
    let selection = 'id';
    for (let level = 0; level < REQUEST_LIMITS.depth; level += 1) selection = `connected { ${selection} }`;
    const result = await server.request(`{ product(id: "1") { ${selection} } }`);
    expect(result.errors?.[0]?.message).toMatch(/depth/i);
  });

  test('deep links fall back to the app and /storage does not leave its folder', async () => {
    const deepLink = await fetch(`${server.url}/prodavnica/telefoni`);
    // No client is built in this test's data folder: the server says how to build it.
    expect(deepLink.status).toBe(503);
    expect(await deepLink.text()).toContain('npm run build');
    const escape = await fetch(`${server.url}/storage/..%2F..%2Fetc%2Fpasswd`);
    expect(escape.status).toBe(404);
  });
});

test('a password verifies only against its own hash', async () => {
  const hash = await hashPassword('izlog-lozinka');
  expect(hash).not.toContain('izlog-lozinka');
  expect(await verifyPassword('izlog-lozinka', hash)).toBe(true);
  expect(await verifyPassword('izlog-lozinkA', hash)).toBe(false);
  expect(await verifyPassword('izlog-lozinka', 'plain-text')).toBe(false);
});
