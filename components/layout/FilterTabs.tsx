import { Link } from '@/components/ui/Link';
import styles from './FilterTabs.module.css';

export type Tab = { label: string; href: string; active: boolean };

/** Filters as plain links: they work without JavaScript and their state is the URL. */
export function FilterTabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          className={tab.active ? `${styles.tab} ${styles.active}` : styles.tab}
          aria-current={tab.active ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
