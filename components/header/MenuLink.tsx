'use client';

import { translationsFor } from '#translations';
import { Link } from '@/components/ui/Link';
import type { ReactNode, Ref } from 'react';
import type { MenuItem } from '@/lib/domain/navigation/menu-types';
import type { headerWords } from './words';

const useTranslations = translationsFor<typeof headerWords>();

type Props = {
  item: MenuItem;
  className?: string;
  onNavigate?: (item: MenuItem) => void;
  linkRef?: Ref<HTMLAnchorElement>;
  children?: ReactNode;
  role?: string;
};

/** One menu entry: a client-side link for our pages, a plain link for outside ones. */
export function MenuLink(props: Props) {
  if (props.item.external) return <ExternalMenuLink {...props} />;
  const { item, className, onNavigate, linkRef, children, role } = props;
  return (
    <Link
      ref={linkRef}
      role={role}
      className={className}
      href={item.to ?? '#'}
      // A page rendered per request is never prefetched; nor is a filter (a query), which
      // came back without content and Next 16 then kept the previous filter (site-link.ts).
      prefetch={item.perRequest ? false : undefined}
      onClick={() => onNavigate?.(item)}
    >
      {children ?? item.label}
    </Link>
  );
}

/**
 * A link to another site. Only it reads the header's words (its new-tab note): a page
 * hydrates a hundred menu links, each with its own hooks.
 */
function ExternalMenuLink({ item, className, onNavigate, linkRef, children, role }: Props) {
  const t = useTranslations('Header');
  const content = children ?? item.label;
  return (
    <a
      ref={linkRef}
      role={role}
      className={className}
      href={item.to}
      {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : { rel: 'noopener' })}
      onClick={() => onNavigate?.(item)}
    >
      {content}
      {item.newTab && <span className="visually-hidden">{` ${t('opensInNewTab')}`}</span>}
    </a>
  );
}
