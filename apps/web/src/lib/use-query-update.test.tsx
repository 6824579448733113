import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { LiveLocationProvider } from './live-location.tsx';
import { useFilterParam } from './use-filter-param.ts';
import { useListParams } from './use-list-params.ts';

type THandles = { setFilter: ReturnType<typeof useFilterParam>; setSearch: (search: string) => void };

/**
 * A list with a filter and a search, rendered by a real data router; hands out the setters of each render so a
 * test can fire one made before the other's change was rendered, as a debounced search does when React has not
 * yet rendered the filter picked just before it (a navigation renders as a transition).
 */
function renderList(path: string, withLiveRouter = true, before: string[] = []) {
  const renders: THandles[] = [];
  function List() {
    const list = useListParams(20);
    renders.push({ setFilter: useFilterParam(), setSearch: list.setSearch });
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/audit', Component: List },
      { path: '/dashboard', Component: () => null },
    ],
    { initialEntries: [...before, path], initialIndex: before.length },
  );
  const tree = <RouterProvider router={router} />;
  render(withLiveRouter ? <LiveLocationProvider router={router}>{tree}</LiveLocationProvider> : tree);
  return { router, renders };
}

const query = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('a change to the address query', () => {
  it('keeps a filter picked just before a search fired from the render that did not have it yet', async () => {
    const { router, renders } = renderList('/audit?page=3');
    const first = renders[0]!;
    await act(async () => first.setFilter('action', 'LOGIN_FAILED'));
    expect(query(router)).toEqual({ action: 'LOGIN_FAILED' });
    await act(async () => first.setSearch('ann'));
    expect(query(router)).toEqual({ action: 'LOGIN_FAILED', search: 'ann' });
  });

  it('keeps a search typed just before a filter picked from the render that did not have it yet', async () => {
    const { router, renders } = renderList('/audit');
    const first = renders[0]!;
    await act(async () => first.setSearch('ann'));
    await act(async () => first.setFilter('result', 'FAILURE'));
    expect(query(router)).toEqual({ search: 'ann', result: 'FAILURE' });
  });

  it('replaces the history entry: Back leaves the list rather than stepping through its searches', async () => {
    const { router, renders } = renderList('/audit', true, ['/dashboard']);
    await act(async () => renders.at(-1)!.setSearch('ann'));
    await act(async () => renders.at(-1)!.setFilter('result', 'FAILURE'));
    await act(async () => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('works from the rendered address where no live router is given', async () => {
    const { router, renders } = renderList('/audit?search=ann', false);
    await act(async () => renders.at(-1)!.setFilter('result', 'FAILURE'));
    expect(query(router)).toEqual({ search: 'ann', result: 'FAILURE' });
  });
});
