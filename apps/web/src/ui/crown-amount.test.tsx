import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrownAmount } from './crown-amount';

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('CrownAmount', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows crowns as dollars with 2 decimals at the given rate, crowns beside', () => {
    wrap(<CrownAmount crowns={1250} ccPerUsd={100} />);
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(screen.getByText('1,250')).toBeInTheDocument();
    expect(screen.getByText('$12.50 (1,250 crowns)')).toHaveClass('sr-only');
  });

  it('reads cc_per_usd from POST /v1/config/', async () => {
    const fetchMock = answer({ status: 200, data: { cc_per_usd: 50 } });
    vi.stubGlobal('fetch', fetchMock);
    wrap(<CrownAmount crowns={125} show="dollars" />);
    expect(await screen.findByText('$2.50')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/config/');
    expect(JSON.parse(String(init.body))).toEqual({ keys: ['cc_per_usd'] });
  });

  it('falls back to 1 crown per dollar when the config call fails', async () => {
    vi.stubGlobal('fetch', answer({ message: 'down' }, 500));
    wrap(<CrownAmount crowns={7} />);
    expect(await screen.findByText('$7.00')).toBeInTheDocument();
  });
});
