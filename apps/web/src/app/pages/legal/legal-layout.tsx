import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../shell/logo';
import styles from './legal.module.css';

export type LegalSection = { heading: string; paragraphs: string[] };

export const COMPANY = 'Crowns Interactive, Inc.';
export const EFFECTIVE = 'November 1, 2026';
export const CONTACT = 'Crowns Interactive, Inc., 548 Market St, San Francisco, CA 94104 · legal@crowns.gg';

/** A legal document page, shown without the top bar and side menu (spec 01 §2). */
export function LegalLayout({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  return (
    <div className={styles.wrap}>
      <header className={styles.header}>
        <Logo />
        <Link to="/" className={styles.back}>
          <ArrowLeft size={16} aria-hidden /> Back to Crowns
        </Link>
      </header>
      <article className={styles.doc} aria-labelledby="legal-title">
        <h1 id="legal-title">{title}</h1>
        <p className={styles.effective}>Effective {EFFECTIVE}</p>
        <p>{intro}</p>
        <nav aria-label="Sections" className={styles.toc}>
          <ol>
            {sections.map((s, i) => (
              <li key={s.heading}>
                <a href={`#section-${i + 1}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((s, i) => (
          <section key={s.heading} id={`section-${i + 1}`}>
            <h2>
              {i + 1}. {s.heading}
            </h2>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
        <section>
          <h2>Contact</h2>
          <p>{CONTACT}</p>
        </section>
      </article>
    </div>
  );
}
