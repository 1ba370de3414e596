export { AdminBountyListPage } from './pages/admin-bounty-list-page';
export { AdminDashboardPage } from './pages/admin-dashboard-page';
export { AdminFeaturedChallengePage } from './pages/admin-featured-challenge-page';
export { AdminLogsPage } from './pages/admin-logs-page';
export { AdminPromotionPage } from './pages/admin-promotion-page';
export { AdminUsersPage } from './pages/admin-users-page';
