'use client';

import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the error and not-found screens say, in the page's language. They are
 * client components that receive no props from a page (Next renders them at a
 * boundary), so the layout hands them their strings and links through context
 * instead of shipping a translation library to every page for their sake.
 */
export type ErrorScreenTexts = {
  error: { title: string; help: string; retry: string; home: string; homeHref: string };
  notFound: {
    metaTitle: string;
    title: string;
    help: string;
    /** "Page not found: {path}" around the path, which only the browser knows. */
    pathBefore: string;
    pathAfter: string;
    links: { label: string; href: string }[];
  };
};

const Context = createContext<ErrorScreenTexts | null>(null);

export function ErrorScreenTextsProvider({
  texts,
  children,
}: {
  texts: ErrorScreenTexts;
  children: ReactNode;
}) {
  return <Context value={texts}>{children}</Context>;
}

export function useErrorScreenTexts(): ErrorScreenTexts {
  const texts = useContext(Context);
  if (!texts) throw new Error('useErrorScreenTexts: render under ErrorScreenTextsProvider (the site layout)');
  return texts;
}
