import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageLoads } from '../../../test/image-loads';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { bountyFixture, pageOf } from '../cards/test/fixtures';
import { prefetchBoard } from './board-queries';

afterEach(() => {
  vi.unstubAllGlobals();
});

const emptyList = ok({ bounty: pageOf([]) });

describe('prefetchBoard', () => {
  it('downloads the daily cards’ and the Top Completed tiles’ thumbnails as soon as those lists answer', async () => {
    const loaded = imageLoads();
    const api = mockApi({
      'GET /bounty/daily': ok({ data: [bountyFixture({ id: 1, image_url: '/files/public/bounties/daily.png' })] }),
      'GET /bounty/top-completed': ok({
        bounty: pageOf([
          bountyFixture({ id: 2, image_url: '/files/public/bounties/won.jpg' }),
          bountyFixture({ id: 5, image_url: '/files/public/bounties/animated.gif' }),
          bountyFixture({ id: 3, image_url: null }),
          bountyFixture({ id: 4, image_url: 'javascript:alert(1)' }),
        ]),
      }),
      'POST /bounty/list': emptyList,
      'GET /utils/categories': ok({ data: [] }),
    });

    prefetchBoard(new QueryClient());

    await vi.waitFor(() => expect(loaded).toHaveLength(2));
    expect(loaded.sort()).toEqual([
      '/files/public/thumbs/bounties/daily.png.webp',
      '/files/public/thumbs/bounties/won.jpg.webp',
    ]);
    expect(api.called('GET /bounty/daily')).toHaveLength(1);
    expect(api.called('GET /bounty/top-completed')).toHaveLength(1);
  });

  it('downloads nothing for a list that fails, and still the other list’s thumbnails', async () => {
    const loaded = imageLoads();
    mockApi({
      'GET /bounty/daily': fail(500, 'Something went wrong.'),
      'GET /bounty/top-completed': ok({
        bounty: pageOf([bountyFixture({ id: 2, image_url: '/files/public/bounties/a.png' })]),
      }),
      'POST /bounty/list': emptyList,
      'GET /utils/categories': ok({ data: [] }),
    });

    prefetchBoard(new QueryClient({ defaultOptions: { queries: { retry: false } } }));

    await vi.waitFor(() => expect(loaded).toEqual(['/files/public/thumbs/bounties/a.png.webp']));
  });
});
