/**
 * The shop's own Cyrillic spellings (issue 29): where the rule gets a word wrong ("online" → онлине),
 * the administrator writes it (онлајн), and every Cyrillic answer shows it within the caches' 2 s,
 * kept answers included; deleted, the rule writes the word again. Only administrators see or write them.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ADMIN } from '../../../fixtures/users/accounts';
import { GetSettingsDocument } from '../../../generated/client/graphql';
import { ABOVE_THE_DATABASE } from '../support/backends';
import { eventually, getPersisted, post, type Caller } from '../support/answers';
import { startTestServer, type TestServer } from '../support/test-server';

const CYRILLIC: Caller = { lang: 0, headers: { script: 'Cyrl' } };
const UPSERT = 'mutation ($id: ID, $latin: String!, $cyrillic: String!) { upsertCyrillicSpelling(id: $id, latin: $latin, cyrillic: $cyrillic) { id latin cyrillic automatic } }';
const LIST = '{ cyrillicSpellings { latin cyrillic automatic } }';
const DELETE = 'mutation ($id: ID!) { deleteCyrillicSpelling(id: $id) { success } }';

describe.each(ABOVE_THE_DATABASE)('Cyrillic spellings on %s', (backend) => {
  let server: TestServer;
  let admin: Caller;
  /** The demo's SEO keywords in Cyrillic, as a Cyrillic page's persisted read gets them (kept answers included). */
  const keywords = async () => {
    const answer = await getPersisted(server, GetSettingsDocument, {}, CYRILLIC);
    return (answer.body.data.settings as { field: string; value: string }[]).find((setting) => setting.field === 'seo_keywords')!.value;
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    const token = (await server.request(`mutation { adminLogin(email: "${DEMO_ADMIN.email}", password: "${DEMO_ADMIN.password}") { token } }`)).data.adminLogin.token;
    admin = { lang: 0, adminToken: token };
  }, 120_000);
  afterAll(async () => server?.close());

  test("the rule's word until the shop writes its own, then in every Cyrillic answer, and again once deleted", async () => {
    expect(await keywords()).toContain('онлине куповина');
    await eventually(() => getPersisted(server, GetSettingsDocument, {}, CYRILLIC), (answer) => answer.headers.get('x-izlog-cache') === 'hit');

    const created = await post(server, UPSERT, { latin: 'online', cyrillic: 'онлајн' }, admin);
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.upsertCyrillicSpelling).toMatchObject({ latin: 'online', cyrillic: 'онлајн', automatic: 'онлине' });
    // A kept answer made stale goes out once more while it is rebuilt (at most 2 s, docs/server.md).
    expect(await eventually(keywords, (text) => text.includes('онлајн куповина'))).toContain('онлајн куповина');
    expect((await post(server, LIST, {}, admin)).body.data.cyrillicSpellings).toEqual([{ latin: 'online', cyrillic: 'онлајн', automatic: 'онлине' }]);
    expect((await post(server, '{ cyrillicPreview(text: "Online kupovina") }', {}, admin)).body.data.cyrillicPreview).toBe('Онлајн куповина');

    const taken = await post(server, UPSERT, { latin: 'online', cyrillic: 'онлаjн' }, { ...admin, lang: 1 });
    expect(taken.body.errors[0]).toMatchObject({ message: 'This text already has its Cyrillic spelling.', extensions: { field: 'latin' } });
    const empty = await post(server, UPSERT, { latin: 'online', cyrillic: '  ' }, admin);
    expect(empty.body.errors[0].extensions.field).toBe('cyrillic');
    expect((await post(server, LIST, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    expect((await post(server, DELETE, { id: created.body.data.upsertCyrillicSpelling.id }, admin)).body.data.deleteCyrillicSpelling).toEqual({ success: true });
    expect(await eventually(keywords, (text) => text.includes('онлине куповина'))).toContain('онлине куповина');
  });
});
