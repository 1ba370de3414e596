export { ProfilePreviewDialog } from './components/profile-preview-dialog';
export { HandleBountyPage } from './pages/handle-bounty-page';
export { ProfileByIdPage } from './pages/profile-by-id-page';
export { ProfilePage } from './pages/profile-page';
export { StreamManagerPage } from './pages/stream-manager-page';
