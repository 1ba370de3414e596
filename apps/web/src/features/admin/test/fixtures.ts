import type { AdminUser } from '@crowns/contracts';

export const adminUser = (overrides: Partial<AdminUser> & Pick<AdminUser, 'id' | 'sc_username'>): AdminUser => ({
  email: `${overrides.sc_username.toLowerCase()}@example.com`,
  image_url: null,
  role: 'user',
  isVerified: true,
  is_streamer: false,
  suspended: false,
  suspendedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
