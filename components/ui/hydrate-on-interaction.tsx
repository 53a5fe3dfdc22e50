'use client';

import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { holdInteractions } from './held-interactions';

/**
 * A client component that is server-rendered in full but whose code loads, and
 * which hydrates, only when the visitor first uses it (focus, pointer, key or
 * input inside it): a page whose visitors mostly read ships none of it up front.
 *
 * Until then its markup sits in a Suspense boundary that React leaves dehydrated:
 * the DOM stays the server's, so whatever the visitor typed, ticked, chose or
 * focused stays as it is. Hydration keeps it, and react-hook-form takes the
 * fields edited before it was ready from the DOM. Clicks and submits made
 * meanwhile are held and replayed (heldInteractions.ts).
 *
 * Rendered by the browser instead (a client-side navigation), there is no markup
 * to show meanwhile, so the code loads at once.
 *
 * Styles imported by the component's modules come with its code: the page must
 * import them itself, for the server-rendered markup.
 */
export function hydrateOnInteraction<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let started = false;
  let interacted = () => {};
  const firstInteraction = new Promise<void>((resolve) => (interacted = resolve));
  const start = () => {
    started = true;
    interacted();
  };
  const Loaded = lazy(async () => {
    if (typeof window !== 'undefined') await firstInteraction;
    return { default: await load() };
  });

  return function HydratedOnInteraction(props: Props) {
    const region = useRef<HTMLDivElement>(null);
    const replay = useRef(() => {});
    useEffect(() => {
      // Once started, the code is here or on its way (loaded for an earlier page,
      // the component went live in this very commit): nothing to hold.
      if (started || !region.current) return;
      if (!region.current.hasChildNodes()) return start();
      const held = holdInteractions(region.current, start);
      replay.current = held.replay;
      return held.stop;
    }, []);
    return (
      <div ref={region} style={{ display: 'contents' }}>
        <Suspense>
          <Loaded {...props} />
          <WhenLive onLive={() => replay.current()} />
        </Suspense>
      </div>
    );
  };
}

/** Renders nothing; commits with the loaded component, after it (its fields are registered by then). */
function WhenLive({ onLive }: { onLive: () => void }) {
  // Once, on mount: onLive reads the replay through a ref, so its first version is as good as any.
  useEffect(() => onLive(), []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
