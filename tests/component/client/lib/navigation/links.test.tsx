// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, NavLink, Navigate, ServerNavigation, useLocation } from '../../../../../src/client/lib/navigation';
import { memoryRouterAt } from '../../../support/memory-router';

afterEach(cleanup);

function Address() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="address">{pathname + search + hash}</output>;
}

function renderAt(path: string, children: ReactNode) {
  const { router, routerOf } = memoryRouterAt(path);
  render(
    <>
      {routerOf(
        <>
          {children}
          <Address />
        </>,
      )}
    </>,
  );
  return router;
}

describe('the app’s links (lib/navigation on React Router)', () => {
  it('navigates in the page on a plain click, keeping the query string', () => {
    const router = renderAt('/', <Link to="/prodavnica/telefoni?strana=2">Telefoni</Link>);
    const link = screen.getByRole('link', { name: 'Telefoni' });
    expect(link.getAttribute('href')).toBe('/prodavnica/telefoni?strana=2');
    fireEvent.click(link);
    expect(screen.getByLabelText('address').textContent).toBe('/prodavnica/telefoni?strana=2');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves a modified click, another tab and a download to the browser', () => {
    const router = renderAt(
      '/',
      // Stops the test's DOM from following the links itself, after the app's handler has decided.
      <div onClick={(event) => event.preventDefault()}>
        <Link to="/a">A</Link>
        <Link to="/b" target="_blank">
          B
        </Link>
        <Link to="/c" download>
          C
        </Link>
      </div>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    fireEvent.click(screen.getByRole('link', { name: 'C' }));
    expect(screen.getByLabelText('address').textContent).toBe('/');
    expect(router.state.historyAction).toBe('POP');
  });

  it('replaces the entry when the link is to where the visitor already is', () => {
    const router = renderAt('/korpa', <Link to="/korpa">Korpa</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Korpa' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('marks a menu link active on its path and below it, or only on it with `end`', () => {
    renderAt(
      '/korisnik/porudzbine',
      <>
        <NavLink to="/korisnik">Nalog</NavLink>
        <NavLink to="/korisnik" end>
          Pregled
        </NavLink>
        <NavLink to="/korisnik/porudzbine" className="tab">
          Porudžbine
        </NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Nalog' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Pregled' }).getAttribute('aria-current')).toBeNull();
    const orders = screen.getByRole('link', { name: 'Porudžbine' });
    expect(orders.className).toBe('tab active');
  });

  it('redirects with Navigate, replacing the entry when told', () => {
    const router = renderAt('/cms', <Navigate to="/cms/products" replace />);
    expect(screen.getByLabelText('address').textContent).toBe('/cms/products');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('renders on the server at the request’s path and query string, undecoded', () => {
    const html = renderToString(
      <ServerNavigation url="/pretraga?q=%D1%84%2541">
        <Address />
      </ServerNavigation>,
    );
    expect(html).toContain('/pretraga?q=%D1%84%2541');
  });
});
