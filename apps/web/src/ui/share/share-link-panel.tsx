import { Link2 } from 'lucide-react';
import { Button } from '../button';
import { Input } from '../field';
import styles from './share.module.css';
import { copyLink, SHARE_TARGETS, shareTo } from './share-links';

/** The body of a share dialog: the link with Copy Link, and the networks of spec 02 §2. */
export function ShareLinkPanel({ url, title, linkLabel }: { url: string; title: string; linkLabel: string }) {
  return (
    <>
      <Input label={linkLabel} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      <Button onClick={() => void copyLink(url)}>
        <Link2 size={16} aria-hidden /> Copy Link
      </Button>
      <div className={styles.chips}>
        {SHARE_TARGETS.map((n) => (
          <Button key={n.value} variant="secondary" size="sm" onClick={() => void shareTo(n.value, url, title)}>
            {n.label}
          </Button>
        ))}
      </div>
    </>
  );
}
