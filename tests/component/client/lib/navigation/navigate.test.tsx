// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepsScroll, useLocationState, useNavigate } from '../../../../../src/client/lib/navigation';
import { memoryRouterAt } from '../../../support/memory-router';

afterEach(cleanup);

describe('navigate’s keepScroll', () => {
  function Filter() {
    const navigate = useNavigate();
    const kept = keepsScroll(useLocationState());
    return (
      <>
        <button type="button" onClick={() => navigate('/prodavnica?brands=1', { keepScroll: true })}>
          filter
        </button>
        <button type="button" onClick={() => navigate('/prodavnica/telefoni')}>
          category
        </button>
        <output aria-label="kept">{String(kept)}</output>
      </>
    );
  }

  it('marks the entry it adds, and no other', () => {
    const { routerOf } = memoryRouterAt('/prodavnica');
    render(<>{routerOf(<Filter />)}</>);
    expect(screen.getByLabelText('kept').textContent).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'filter' }));
    expect(screen.getByLabelText('kept').textContent).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'category' }));
    expect(screen.getByLabelText('kept').textContent).toBe('false');
  });
});
