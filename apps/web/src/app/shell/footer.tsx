import { Link } from 'react-router';
import { CrownIcon } from '../../ui';
import styles from './footer.module.css';
import { PaymentMarks } from './payment-marks';

export const COMPANY = 'Crowns Interactive, Inc.';
export const POSTAL_ADDRESS = '548 Market St, San Francisco, CA 94104';
export const SUPPORT_PHONE = '+1 (415) 555-0142';

const LEGAL_LINKS = [
  { to: '/terms-of-use', label: 'Terms of Use' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/acceptable-use-policy', label: 'Acceptable Use Policy' },
  { to: '/earnings-disclaimer', label: 'Earnings Disclaimer' },
];

/** Address, support phone, accepted payment marks and the legal links (spec 01 §1). */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <div className={styles.brand}>
          <span className={styles.brandName}>
            <CrownIcon size={16} /> Crowns
          </span>
          <address className={styles.address}>
            {COMPANY}, {POSTAL_ADDRESS}
            <br />
            Support:{' '}
            <a href={`tel:${SUPPORT_PHONE.replace(/[^+\d]/g, '')}`} className={styles.phone}>
              {SUPPORT_PHONE}
            </a>
          </address>
        </div>
        <PaymentMarks />
      </div>
      <div className={styles.bottom}>
        <nav aria-label="Legal">
          <ul className={styles.links}>
            {LEGAL_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copy}>
          © {new Date().getFullYear()} {COMPANY} All rights reserved.
        </p>
      </div>
    </footer>
  );
}
