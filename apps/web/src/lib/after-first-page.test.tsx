import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AFTER_FIRST_PAGE_LATEST_MS,
  markFirstPageLoaded,
  resetFirstPage,
  useAfterFirstPage,
  whileLoadingCode,
} from './after-first-page';

function Probe({ data }: { data: Promise<string> }) {
  useQuery({ queryKey: ['page'], queryFn: () => data });
  return <output>{useAfterFirstPage() ? 'after' : 'before'}</output>;
}

/** A component that uses only this hook, as the shell does; it counts its renders. */
const shellRenders = { count: 0 };
function Shell() {
  shellRenders.count++;
  return <output>{useAfterFirstPage() ? 'after' : 'before'}</output>;
}

function renderProbe() {
  let answer: (value: string) => void = () => {};
  const data = new Promise<string>((resolve) => {
    answer = resolve;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Probe data={data} />
    </QueryClientProvider>,
  );
  return { answer };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useAfterFirstPage', () => {
  beforeEach(() => resetFirstPage());
  afterEach(() => vi.useRealTimers());

  it("waits for the first page's code and its data, then a moment of idle time", async () => {
    vi.useFakeTimers();
    const { answer } = renderProbe();
    await wait(1_000);
    expect(screen.getByRole('status')).toHaveTextContent('before');
    act(() => markFirstPageLoaded());
    await wait(1_000);
    // The page's call is still out.
    expect(screen.getByRole('status')).toHaveTextContent('before');
    await act(async () => answer('page'));
    await wait(300);
    expect(screen.getByRole('status')).toHaveTextContent('after');
  });

  it("waits for the first page's code, and for code it asked for since", async () => {
    vi.useFakeTimers();
    const { answer } = renderProbe();
    await act(async () => answer('page'));
    await wait(1_000);
    expect(screen.getByRole('status')).toHaveTextContent('before');
    let loaded: (value: string) => void = () => {};
    const dialogCode = whileLoadingCode(new Promise<string>((resolve) => (loaded = resolve)));
    act(() => markFirstPageLoaded());
    await wait(1_000);
    expect(screen.getByRole('status')).toHaveTextContent('before');
    await act(async () => {
      loaded('dialog');
      await dialogCode;
    });
    await wait(300);
    expect(screen.getByRole('status')).toHaveTextContent('after');
  });

  it('starts the deferred work after 5 s whatever the page is doing', async () => {
    vi.useFakeTimers();
    renderProbe();
    await wait(AFTER_FIRST_PAGE_LATEST_MS - 10);
    expect(screen.getByRole('status')).toHaveTextContent('before');
    await wait(10);
    expect(screen.getByRole('status')).toHaveTextContent('after');
  });

  it('never renders its component again because a call started or ended, before or after', async () => {
    vi.useFakeTimers();
    shellRenders.count = 0;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Shell />
      </QueryClientProvider>,
    );
    act(() => markFirstPageLoaded());
    const loaded = shellRenders.count;
    // A call that takes 100 ms: the hook sees it start, and end.
    const call = async (key: string) => {
      const done = act(() =>
        client.fetchQuery({ queryKey: [key], queryFn: () => new Promise((ok) => setTimeout(() => ok(key), 100)) }),
      );
      await wait(100);
      await done;
    };
    await call('first');
    expect(shellRenders.count).toBe(loaded);
    await wait(300);
    expect(screen.getByRole('status')).toHaveTextContent('after');
    const settled = shellRenders.count;
    await call('later');
    await wait(1_000);
    expect(shellRenders.count).toBe(settled);
  });
});
