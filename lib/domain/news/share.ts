/** Share links are plain links: nothing loads from the networks until a visitor clicks one. */
export type ShareNetwork = 'facebook' | 'x' | 'linkedin' | 'whatsapp' | 'email';

export function shareLinks(url: string, title: string): Array<{ network: ShareNetwork; href: string }> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { network: 'email', href: `mailto:?subject=${t}&body=${u}` },
  ];
}
