'use client';

import { useState, type ReactNode } from 'react';

type Props = {
  /** The provider's embed URL, requested only after the click. */
  embedSrc: string;
  title: string;
  buttonClassName: string;
  /** The button's content, rendered by the server: thumbnail, name, duration. */
  children: ReactNode;
  /** Shown under the button until the video plays. */
  note: ReactNode;
};

/** The only interactive part of a video: swaps the button for the provider's player. */
export function ClickToPlay({ embedSrc, title, buttonClassName, children, note }: Props) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        src={embedSrc}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <>
      <button type="button" className={buttonClassName} onClick={() => setPlaying(true)}>
        {children}
      </button>
      {note}
    </>
  );
}
