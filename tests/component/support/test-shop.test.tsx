import './happy-dom-globals';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from './test-shop';

useTestShop();

describe('the component test shop', () => {
  it('answers the app through msw and records what it sent, with the §7 headers', async () => {
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'On sale' }, { timeout: 10_000 })).toBeTruthy();
    const [getPage] = sentOperations('GetPage');
    expect(getPage?.variables).toEqual({ code: 'home' });
    expect(getPage?.headers.get('Lang')).toBe('1');
    expect(getPage?.headers.get('Authuser')).toBe('');
    // The live channel opens over the WebSocket and reports the visit (spec §4, §7).
    await waitFor(() => expect(sentOperations('SendLiveMessage')[0]?.variables.message).toMatchObject({ subject: 'history', type: 'page', name: '/home' }), { timeout: 10_000 });
  });
});
