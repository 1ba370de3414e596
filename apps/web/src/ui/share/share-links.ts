import { toast } from 'sonner';

/** Copies text; 'Link copied' on success, 'Could not copy text: ' plus the reason on failure (spec 02 §8). */
export async function copyLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied');
    return true;
  } catch (error) {
    toast.error(`Could not copy text: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

export type ShareTarget = 'telegram' | 'instagram' | 'facebook' | 'snapchat' | 'discord';

/** The networks of the share popup and dialog (spec 02 §2), in their order. */
export const SHARE_TARGETS: { value: ShareTarget; label: string }[] = [
  { value: 'telegram', label: 'Telegram' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'snapchat', label: 'Snapchat' },
  { value: 'discord', label: 'Discord' },
];

/** Opens a network's share page for the link (copying the link first where the network cannot take it). */
export async function shareTo(target: ShareTarget, url: string, text: string) {
  const { open, copyFirst } = shareTargetUrl(target, url, text);
  if (copyFirst) await copyLink(url);
  window.open(open, '_blank', 'noopener,noreferrer');
}

/**
 * Where each network's share opens. Telegram, Facebook and Snapchat take the link in the URL; Instagram and Discord
 * have no web share endpoint, so the link is copied first and the site opened for pasting.
 */
export function shareTargetUrl(target: ShareTarget, url: string, text: string): { open: string; copyFirst: boolean } {
  const u = encodeURIComponent(url);
  switch (target) {
    case 'telegram':
      return { open: `https://t.me/share/url?url=${u}&text=${encodeURIComponent(text)}`, copyFirst: false };
    case 'facebook':
      return { open: `https://www.facebook.com/sharer/sharer.php?u=${u}`, copyFirst: false };
    case 'snapchat':
      return { open: `https://www.snapchat.com/share?link=${u}`, copyFirst: false };
    case 'instagram':
      return { open: 'https://www.instagram.com/', copyFirst: true };
    case 'discord':
      return { open: 'https://discord.com/channels/@me', copyFirst: true };
  }
}
