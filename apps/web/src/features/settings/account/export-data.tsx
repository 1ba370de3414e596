import { Download } from 'lucide-react';
import { useState } from 'react';
import { toastActionError } from '../../../lib/action-error';
import { Button } from '../../../ui/button';
import { exportData } from '../api/account';
import styles from '../settings.module.css';
import { saveJson } from './save-json';

/** Downloads everything the account holds as one JSON file. */
export function ExportData({ userId }: { userId: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveJson(await exportData(), `crowns-data-${userId}.json`);
    } catch (error) {
      toastActionError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.card} aria-labelledby="settings-export">
      <div className={styles.rowCard}>
        <div>
          <h2 id="settings-export" className={styles.cardTitle}>
            Export my data
          </h2>
          <p className={styles.cardLead}>
            Your profile, settings, bounties, claims, challenges, responses, comments, follows and wallet transactions,
            as a JSON file.
          </p>
        </div>
        <Button variant="secondary" loading={busy} onClick={download}>
          <Download size={16} aria-hidden /> {busy ? 'Preparing...' : 'Download my data'}
        </Button>
      </div>
    </section>
  );
}
