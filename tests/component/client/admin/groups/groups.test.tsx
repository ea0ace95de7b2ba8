import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';
import { rowCount, serbianIs } from '../admin-rows';

const shop = useTestShop();

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const phonesGroup = () => shop.db.selectFrom('groups').selectAll().where(serbianIs('names', 'Telefoni i tableti')).executeTakeFirstOrThrow();
const campaignCoded = (code: string) => shop.db.selectFrom('group_campaigns').selectAll().where('code', '=', code).executeTakeFirst();

describe('admin groups and campaigns', { timeout: 60_000 }, () => {
  it('creates a group, opens it, and adds a filter with UpdateGroup', async () => {
    await signInAsDemoAdmin(shop.db);
    const count = await rowCount(shop.db, 'groups');
    const { user, router } = renderApp('/cms/groups');
    expect(await screen.findByRole('link', { name: 'Telefoni i tableti' }, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Napravi grupu' }));
    expect(input(/^Naziv/).getAttribute('aria-invalid')).toBe('true');
    expect(sentOperations('CreateGroup')).toHaveLength(0);

    await user.type(input(/^Naziv/), 'Klima uređaji');
    await user.type(input(/^Opis/), 'Klime i grejalice');
    await user.click(screen.getByRole('button', { name: 'Napravi grupu' }));
    expect(await screen.findByText('Grupa „Klima uređaji“ je napravljena.', {}, WAIT)).toBeTruthy();
    expect(await rowCount(shop.db, 'groups')).toBe(count + 1);
    const created = await shop.db.selectFrom('groups').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(created.names[0]).toBe('Klima uređaji');
    expect(created.descriptions[0]).toBe('Klime i grejalice');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cms/groups/${created.id}`), WAIT);

    expect(await screen.findByRole('heading', { name: 'Klima uređaji', level: 1 }, WAIT)).toBeTruthy();
    expect(input(/^Naziv/).value).toBe('Klima uređaji');
    expect(screen.getByText('Ova grupa još nema kampanja.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dodaj filter' }));
    await user.type(input(/^Filter 1/), 'Snaga');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj (srpski)' }));
    expect(await screen.findByText('Grupa „Klima uređaji“ je sačuvana.', {}, WAIT)).toBeTruthy();
    const filters = await shop.db.selectFrom('filters').select('names').where('group_id', '=', created.id).orderBy('position').execute();
    expect(filters.map((filter) => filter.names[0])).toEqual(['Snaga']);
    expect(sentOperations('UpdateGroup')[0]!.variables).toMatchObject({ id: String(created.id), filters: [{ id: null, name: 'Snaga', position: 1 }] });
  });

  it('requires the campaign code before sending, then creates the campaign for this group and lists its counts', async () => {
    await signInAsDemoAdmin(shop.db);
    const group = await phonesGroup();
    const count = await rowCount(shop.db, 'group_campaigns');
    const { user } = renderApp(`/cms/groups/${group.id}`);
    const campaigns = await screen.findByRole('region', { name: 'Kampanje' }, WAIT);
    expect(within(campaigns).getByText('black-friday-2026')).toBeTruthy();
    expect(within(campaigns).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['Pregledi proizvoda', 'Dodato u listu želja']),
    );

    await user.type(within(campaigns).getByLabelText(/^Opis kampanje/), 'Prolećna akcija');
    await user.click(within(campaigns).getByRole('button', { name: 'Dodaj kampanju' }));
    const code = within(campaigns).getByLabelText(/^Kod/) as HTMLInputElement;
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(within(campaigns).getByText('Ovo polje je obavezno.')).toBeTruthy();
    expect(sentOperations('CreateGroupCampaign')).toHaveLength(0);
    expect((within(campaigns).getByLabelText(/^Opis kampanje/) as HTMLInputElement).value).toBe('Prolećna akcija');

    await user.type(code, 'prolece-2027');
    await user.click(within(campaigns).getByRole('button', { name: 'Dodaj kampanju' }));
    expect(await screen.findByText('Kampanja „prolece-2027“ je napravljena.', {}, WAIT)).toBeTruthy();
    expect(await rowCount(shop.db, 'group_campaigns')).toBe(count + 1);
    expect(await campaignCoded('prolece-2027')).toMatchObject({ group_id: group.id, code: 'prolece-2027', description: 'Prolećna akcija' });
    expect(sentOperations('CreateGroupCampaign')[0]!.variables).toMatchObject({ group_id: String(group.id), code: 'prolece-2027' });
    await waitFor(() => expect(within(campaigns).getByText('prolece-2027')).toBeTruthy(), WAIT);
  });

  it("shows the server's refusal of a taken campaign code beside the field and keeps it", async () => {
    await signInAsDemoAdmin(shop.db);
    const group = await phonesGroup();
    const count = await rowCount(shop.db, 'group_campaigns');
    const { user } = renderApp(`/cms/groups/${group.id}`);
    const campaigns = await screen.findByRole('region', { name: 'Kampanje' }, WAIT);
    await user.type(within(campaigns).getByLabelText(/^Kod/), 'zimska-akcija');
    await user.click(within(campaigns).getByRole('button', { name: 'Dodaj kampanju' }));
    const code = within(campaigns).getByLabelText(/^Kod/) as HTMLInputElement;
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'), WAIT);
    expect(within(campaigns).getByText('Ovaj kod je već zauzet.')).toBeTruthy();
    expect(code.value).toBe('zimska-akcija');
    expect(await rowCount(shop.db, 'group_campaigns')).toBe(count);
  });

  it('deletes a campaign and then the group, each after a confirmation', async () => {
    await signInAsDemoAdmin(shop.db);
    const group = await phonesGroup();
    const { user, router } = renderApp(`/cms/groups/${group.id}`);
    const campaigns = await screen.findByRole('region', { name: 'Kampanje' }, WAIT);
    await user.click(within(campaigns).getByRole('button', { name: 'Obriši kampanju black-friday-2026' }));
    await user.click(within(within(campaigns).getByRole('alertdialog')).getByRole('button', { name: 'Da, obriši' }));
    expect(await screen.findByText('Kampanja „black-friday-2026“ je obrisana.', {}, WAIT)).toBeTruthy();
    expect(await campaignCoded('black-friday-2026')).toBeUndefined();
    await waitFor(() => expect(within(campaigns).queryByText('black-friday-2026')).toBeNull(), WAIT);

    await user.click(screen.getByRole('button', { name: 'Obriši grupu' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Da, obriši' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cms/groups'), WAIT);
    expect(await shop.db.selectFrom('groups').select('id').where('id', '=', group.id).executeTakeFirst()).toBeUndefined();
  });
});
