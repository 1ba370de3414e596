export { BountyDialogs } from './dialogs/bounty-dialogs';
export { BountyBoardPage } from './pages/board-page';
export { CategoryPage } from './pages/category-page';
export { CreateBountyPage } from './pages/create-bounty-page';
export { DashboardPage } from './pages/dashboard-page';
