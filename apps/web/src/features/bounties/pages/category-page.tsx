import { SearchX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useCategories } from '../../../lib/categories';
import { buttonClass, EmptyState } from '../../../ui';
import { Breadcrumb } from '../../../ui/breadcrumb';
import styles from '../board/board.module.css';
import { BountyListSection } from '../board/bounty-list-section';
import { ALL_CATEGORIES } from '../board/list-toolbar';
import { categoryPath, TrendingCategories } from '../category/trending-categories';

/**
 * /category?categoryName={name} (spec 01 §2): the bounties of one category with the board's tabs, search, sort and
 * See More, and the trending categories. Without a name it lists every category's bounties.
 */
export function CategoryPage() {
  const [params] = useSearchParams();
  const name = params.get('categoryName')?.trim() || undefined;
  const categories = useCategories();
  const unknown = name !== undefined && categories.data !== undefined && !categories.data.some((c) => c.name === name);
  const title = name ?? 'All Categories';

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Breadcrumb
          items={[
            { label: 'Home', to: '/' },
            ...(name ? [{ label: 'Categories', to: categoryPath() }] : []),
            { label: name ? title : 'Categories' },
          ]}
        />
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>
          {name
            ? `Bounties tagged ${name}: claim one, film it, get paid in crowns.`
            : 'Every bounty on the board, whatever its category.'}
        </p>
      </header>
      <TrendingCategories current={name} />
      {unknown ? (
        <EmptyState
          icon={<SearchX size={22} />}
          title={`There is no category called “${name}”.`}
          description="Pick one of the categories above, or browse them all."
          action={
            <Link to={categoryPath()} className={buttonClass({ variant: 'secondary' })}>
              All categories
            </Link>
          }
        />
      ) : (
        <BountyListSection key={name ?? ALL_CATEGORIES} category={name ?? ALL_CATEGORIES} />
      )}
    </div>
  );
}
