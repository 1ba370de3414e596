import { Settings, Star, Swords, User } from 'lucide-react';
import { useParams } from 'react-router';
import { PlaceholderPage } from './placeholder-page';

/* Route modules for the features of later releases (spec 01 §2, spec 02 §2). */

export function ChallengesPage() {
  return (
    <PlaceholderPage
      icon={Swords}
      title="Challenges"
      description="Time-limited competitions: post a video response, collect upvotes, and the most upvoted video wins crowns."
    />
  );
}

export function ChallengeDetailPage() {
  const { id } = useParams();
  return (
    <PlaceholderPage
      icon={Swords}
      title={`Challenge #${id ?? ''}`}
      description="The challenge's rules, prize, countdown, video responses and leaderboard will appear here."
    />
  );
}

export function ProfileByIdPage() {
  return (
    <PlaceholderPage
      icon={User}
      title="Profile"
      description="This user's profile, stats, activity and videos will appear here."
    />
  );
}

export function SettingsPage() {
  return (
    <PlaceholderPage
      icon={Settings}
      title="Profile Settings"
      description="Edit your avatar and bio, link your Twitch, Kick, YouTube and TikTok accounts, and choose notifications."
    />
  );
}

export function AdminFeaturedChallengePage() {
  return (
    <PlaceholderPage
      icon={Star}
      title="Featured Challenge"
      description="Create challenges and choose which one is featured on the home page."
      admin
    />
  );
}

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
