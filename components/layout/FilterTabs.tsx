import Link from 'next/link';
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
          // A prefetched filter of a per-request page came back without its content
          // and Next 16 then showed the previous filter; fetch on click instead.
          prefetch={false}
          className={tab.active ? `${styles.tab} ${styles.active}` : styles.tab}
          aria-current={tab.active ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
