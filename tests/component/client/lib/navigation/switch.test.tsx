// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Switch, useParams } from '../../../../../src/client/lib/navigation';
import { memoryRouterAt } from '../../../support/memory-router';

afterEach(cleanup);

function Params() {
  return <output aria-label="params">{JSON.stringify(useParams())}</output>;
}

function AdminLike() {
  return (
    <Switch>
      <Route path="/cms/auth/*">
        <Switch>
          <Route path="/cms/auth/reset/:token">
            reset <Params />
          </Route>
          <Route>login</Route>
        </Switch>
      </Route>
      <Route path="/cms/products/:id">
        product <Params />
      </Route>
      <Route path="/cms/products/:id/variants">variants</Route>
      <Route>not found</Route>
    </Switch>
  );
}

const renderAt = (path: string) => {
  const { router, routerOf } = memoryRouterAt(path);
  render(<>{routerOf(<AdminLike />)}</>);
  return router;
};

describe('the admin’s route matching (lib/navigation’s Switch and Route)', () => {
  it('shows the first route that matches, with the parameters its pattern names', () => {
    renderAt('/cms/products/42');
    expect(screen.getByText(/product/).textContent).toContain('product');
    expect(screen.getByLabelText('params').textContent).toBe('{"id":"42"}');
  });

  it('matches a wildcard at its own path and below, and the inner Switch at the full path', async () => {
    const router = renderAt('/cms/auth');
    expect(screen.getByText('login')).toBeTruthy();
    await router.navigate('/cms/auth/reset/abc');
    expect(screen.getByLabelText('params').textContent).toBe('{"*":"reset/abc","token":"abc"}');
  });

  it('falls to the route without a path, and follows the address', async () => {
    const router = renderAt('/cms/nothing-here');
    expect(screen.getByText('not found')).toBeTruthy();
    await router.navigate('/cms/products/7/variants');
    expect(screen.getByText('variants')).toBeTruthy();
  });
});
