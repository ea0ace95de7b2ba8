import '../../../support/happy-dom-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';
import { recordCanvasDrawing, RecordingPath2D, type CanvasRecording } from './recording-canvas';

const shop = useTestShop();

let canvas: { recording: CanvasRecording; restore: () => void };
beforeEach(() => {
  canvas = recordCanvasDrawing();
});
afterEach(() => canvas.restore());

/** The lines uPlot stroked (paths of lineTos; its dots are paths of arcs): each one's points and colour. */
function strokedLines(recording: CanvasRecording): { color: unknown; points: number }[] {
  const lines: { color: unknown; points: number }[] = [];
  let color: unknown = null;
  for (const call of recording.calls) {
    if (call.name === '=strokeStyle') color = call.args[0];
    const path = call.name === 'stroke' && call.args[0] instanceof RecordingPath2D ? call.args[0] : null;
    const steps = path?.calls.map((step) => step.name) ?? [];
    if (steps.length > 1 && steps.every((step) => step === 'lineTo')) lines.push({ color, points: steps.length });
  }
  return lines;
}

describe('admin statistics', () => {
  it('re-queries with a new range and draws the chart and the table from the mock', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user, router } = renderApp('/cms/category-stats?start=2026-10-22&end=2026-11-20');
    await screen.findByText(/^Ukupno kategorija: \d+$/, {}, WAIT);
    expect(sentOperations('GetStatsSeries').at(-1)!.variables).toMatchObject({ subject: 'CATEGORY', start_date: '2026-10-22', end_date: '2026-11-20' });

    fireEvent.change(screen.getByLabelText('Od dana'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Do dana'), { target: { value: '2026-11-10' } });
    await user.click(screen.getByRole('button', { name: 'Prikaži' }));

    await waitFor(() => expect(router.state.location.search).toBe('?start=2026-11-01&end=2026-11-10'), WAIT);
    await waitFor(() => expect(sentOperations('GetStatsSeries').at(-1)!.variables).toMatchObject({ start_date: '2026-11-01', end_date: '2026-11-10' }), WAIT);
    await waitFor(() => expect(sentOperations('GetCategoriesWithPagination').at(-1)!.variables).toMatchObject({ start_date: '2026-11-01', end_date: '2026-11-10', order: 'VIEWS' }), WAIT);

    // The chart: an image named and described for screen readers, drawn by uPlot on a canvas, with
    // a line of ten points for each series, the days under it and the counts beside it.
    const chart = await screen.findByRole('img', { name: /Pregledi proizvoda i dodavanja u listu želja po danima, sve kategorije Od 1\. 11\. 2026\. do 10\. 11\. 2026\./ }, WAIT);
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull(), WAIT);
    const texts = () => canvas.recording.calls.filter((call) => call.name === 'fillText').map((call) => call.args[0]);
    await waitFor(() => expect(texts()).toEqual(expect.arrayContaining(['Dan', 'Broj', '0', '1. 11.', '10. 11.'])), WAIT);
    // The last drawing: the views line and the wishlist line, a point for each of the ten days.
    expect(strokedLines(canvas.recording).slice(-2)).toEqual([
      { color: '#2563eb', points: 10 },
      { color: '#db2777', points: 10 },
    ]);
    expect(within(chart).getByText('Pregledi').closest('tr')).not.toBeNull();
    const numbers = screen.getByText('Brojevi po danima (tabela)').closest('details')!;
    await waitFor(() => expect(within(numbers).getAllByRole('row')).toHaveLength(11), WAIT);

    // The table's numbers are the mock's for the range: the first row has the most views.
    const rows = within(screen.getByRole('table', { name: 'Kategorije u periodu' })).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    const views = rows.map((row) => Number(within(row).getAllByRole('cell')[1]!.textContent));
    expect(views).toEqual([...views].sort((a, b) => b - a));

    await user.selectOptions(screen.getByLabelText('Poređaj po'), 'wishlist');
    await waitFor(() => expect(sentOperations('GetCategoriesWithPagination').at(-1)!.variables).toMatchObject({ order: 'WISHLIST', start_date: '2026-11-01' }), WAIT);
    expect(router.state.location.search).toBe('?start=2026-11-01&end=2026-11-10&order=wishlist');
  });

  it('points at a bad range with a translated error and sends nothing for it', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user, router } = renderApp('/cms/brand-stats?start=2026-10-22&end=2026-11-20');
    await screen.findByText(/^Ukupno brendova: \d+$/, {}, WAIT);
    const sent = sentOperations('GetStatsSeries').length;
    fireEvent.change(screen.getByLabelText('Od dana'), { target: { value: '2026-11-15' } });
    fireEvent.change(screen.getByLabelText('Do dana'), { target: { value: '2026-11-01' } });
    await user.click(screen.getByRole('button', { name: 'Prikaži' }));

    const end = screen.getByLabelText('Do dana');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(end.getAttribute('aria-describedby')!)!.textContent).toBe('Krajnji dan ne može biti pre početnog.');
    expect(router.state.location.search).toBe('?start=2026-10-22&end=2026-11-20');
    expect(sentOperations('GetStatsSeries')).toHaveLength(sent);
    expect((screen.getByLabelText('Od dana') as HTMLInputElement).value).toBe('2026-11-15');
  });

  it('shows banners with views, clicks and CTR', async () => {
    await signInAsDemoAdmin(shop.db);
    renderApp('/cms/banner-stats?start=2026-10-22&end=2026-11-20&order=clicks');
    const table = await screen.findByRole('table', { name: 'Baneri u periodu' }, WAIT);
    expect(within(table).getByRole('columnheader', { name: 'Klikovi' }).getAttribute('aria-sort')).toBe('descending');
    const rows = within(table).getAllByRole('row').slice(1);
    const clicks = rows.map((row) => Number(within(row).getAllByRole('cell')[2]!.textContent));
    expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
    expect(within(rows[0]!).getAllByRole('cell')[3]!.textContent).toMatch(/^\d+(\.\d)? %$/);
    expect(await screen.findByRole('img', { name: /Pregledi i klikovi banera po danima/ }, WAIT)).toBeTruthy();
    expect(sentOperations('GetStatsSeries').at(-1)!.variables).toMatchObject({ subject: 'BANNER' });
  });
});
