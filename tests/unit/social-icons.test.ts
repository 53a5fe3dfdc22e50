import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { socialNetworks } from '@/lib/data/club-settings';

// SocialIcon points into this sprite by network name; a network without its symbol
// would show an empty square in the footer and on the home page.
const sprite = readFileSync(new URL('../../public/social-icons.svg', import.meta.url), 'utf8');

describe('the social icons sprite', () => {
  it('has a symbol with a path for every social network the CMS offers', () => {
    for (const network of socialNetworks) {
      expect(sprite).toMatch(
        new RegExp(`<symbol id="${network}" viewBox="0 0 24 24">\\s*<path fill="currentColor" d="[^"]+"/>`),
      );
    }
  });

  it('has no symbol for a network the CMS does not offer', () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.sort()).toEqual([...socialNetworks].sort());
  });
});
