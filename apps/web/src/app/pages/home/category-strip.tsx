import { useQuery } from '@tanstack/react-query';
import { LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import { usableImageUrl } from '../../../lib/format';
import styles from './home.module.css';
import { categoriesQuery } from './home-api';

/** "All" plus the categories, shown only when GET /utils/categories answers some. */
export function CategoryStrip() {
  const { data: categories = [] } = useQuery(categoriesQuery);
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="categories-title" className={styles.section}>
      <h2 id="categories-title" className={styles.sectionTitle}>
        Browse by category
      </h2>
      <ul className={styles.categories}>
        <li>
          <Link to="/category" className={styles.chip}>
            <LayoutGrid size={16} aria-hidden /> All
          </Link>
        </li>
        {categories.map((c) => {
          const icon = usableImageUrl(c.icon);
          return (
            <li key={c.id ?? c.name}>
              <Link to={`/category?categoryName=${encodeURIComponent(c.name)}`} className={styles.chip}>
                {icon ? <img src={icon} alt="" width={16} height={16} className={styles.chipIcon} /> : null}
                {c.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
