// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../../../src/client/app/query-client';
import { configureGraphQL, resetGraphQLConfig } from '../../../../../src/client/lib/graphql';
import HomePage from '../../../../../src/client/storefront/home/HomePage';
import { memoryRouterAt } from '../../../support/memory-router';

function answer(status: number, body: unknown) {
  configureGraphQL({
    endpoint: 'http://shop.test/graphql',
    fetch: async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  });
}

function renderHome() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  render(
    <QueryClientProvider client={client}>
      {memoryRouterAt('/').routerOf(<HomePage />)}
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  resetGraphQLConfig();
});

const EMPTY_HOME = {
  id: '1', parent_id: null, position: 1, menu: 'HIDDEN', type: 'PAGE', group_id: null, code: 'home', active: true,
  name: 'Početna', slug: '', locked: true, page: null, seo_title: null, seo_keywords: null, seo_description: null, group: null, blocks: [],
};

describe('home page states', () => {
  it('shows a spinner while loading, then says when the page has no blocks', async () => {
    answer(200, { data: { page: EMPTY_HOME } });
    renderHome();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('Početna stranica još nema sadržaja.')).toBeTruthy();
  });

  it('shows the red error box with the transport’s message', async () => {
    answer(500, 'oops');
    renderHome();
    expect((await screen.findByRole('alert')).textContent).toBe('Response not successful: Received status code 500');
  });

  it('shows each GraphQL error on its own line', async () => {
    answer(200, { errors: [{ message: 'Prvo' }, { message: 'Drugo' }], data: null });
    renderHome();
    const box = await screen.findByRole('alert');
    expect([...box.querySelectorAll('p')].map((line) => line.textContent)).toEqual(['Prvo', 'Drugo']);
  });
});
