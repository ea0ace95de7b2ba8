import '../../../support/happy-dom-globals';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';

useTestShop();

const events = (kind: 'VIEW' | 'CLICK') => sentOperations('RecordBannerEvent').filter((sent) => sent.variables.event === kind);

describe('banner statistics outside the shop', () => {
  it("counts one view per banner of the home page's banner block, and a click when one is followed", async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Na akciji' }, { timeout: 10_000 });
    const block = document.querySelector('.block-banners')!;
    const shown = block.querySelectorAll('a.banner, .banner').length;
    expect(shown).toBeGreaterThan(0);
    await waitFor(() => expect(events('VIEW')).toHaveLength(shown));
    expect(new Set(events('VIEW').map((sent) => sent.variables.banner_id)).size).toBe(shown);

    await user.click(block.querySelector('li')!.querySelector('a, .banner')!);
    await waitFor(() => expect(events('CLICK')).toHaveLength(1));
  });
});
