import type { AdminUser, Role } from '@crowns/contracts';
import { Badge } from '../../../ui';

const ROLE_LABEL: Record<Role, string> = { user: 'User', admin: 'Admin', read_only_admin: 'Read-only admin' };
export const roleLabel = (role: Role) => ROLE_LABEL[role] ?? role;

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={role === 'user' ? 'neutral' : 'brand'}>{roleLabel(role)}</Badge>;
}

/** Suspended wins over unverified: it is what blocks the account. */
export function StatusBadge({ user }: { user: Pick<AdminUser, 'suspended' | 'isVerified'> }) {
  if (user.suspended) return <Badge tone="danger">Suspended</Badge>;
  if (!user.isVerified) return <Badge tone="warning">Unverified</Badge>;
  return <Badge tone="success">Active</Badge>;
}
