import { Settings } from 'lucide-react';
import { PlaceholderPage } from './placeholder-page';

/* Route modules for the features of later releases (spec 01 §2, spec 02 §2). */

export function AdminSettingsPage() {
  return (
    <PlaceholderPage
      icon={Settings}
      title="Settings"
      description="Platform configuration: crowns per dollar, fees, thresholds and payment switches."
      admin
    />
  );
}
