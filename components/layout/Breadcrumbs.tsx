import { Link } from '@/components/ui/Link';
import { JsonLd } from '@/components/seo/JsonLd';
import { env } from '@/lib/shared/env';
import styles from './Breadcrumbs.module.css';

export type Crumb = { label: string; href: string };

/** The trail to the current page, also given to search engines as BreadcrumbList. */
export function Breadcrumbs({ label, trail, current }: { label: string; trail: Crumb[]; current: string }) {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href, env.SITE_URL).toString(),
    })),
  };
  return (
    <nav className={styles.breadcrumbs} aria-label={label}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <Link href={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
      <JsonLd data={jsonLd} />
    </nav>
  );
}
