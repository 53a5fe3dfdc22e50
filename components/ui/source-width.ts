/**
 * Next's srcset lists every configured width up to 3840 px whatever the source
 * holds, so a 768 px upload offers 1080, 1200, 1920, 2048 and 3840 w candidates
 * that all answer with the same 768 px file. Each is a long URL, written twice in
 * a page (its HTML and its RSC payload): on the home page they were ≈ 1 KB of the
 * gzip'd document, which decides whether it fits in the first TCP round trip.
 * This keeps the candidates up to the first one that covers the source.
 */
export function withinSourceWidth<Attributes extends { srcSet?: string; src: string }>(
  attributes: Attributes,
  sourceWidth: number | `${number}` | undefined,
): Attributes {
  const width = Number(sourceWidth);
  if (!attributes.srcSet || !Number.isFinite(width) || width <= 0) return attributes;
  const candidates = attributes.srcSet.split(', ').map((candidate) => {
    const [url, descriptor = ''] = candidate.split(' ');
    return { candidate, url, width: descriptor.endsWith('w') ? Number(descriptor.slice(0, -1)) : NaN };
  });
  // Density descriptors (1x, 2x) or anything unexpected: leave Next's list as it is.
  if (candidates.some((candidate) => !Number.isFinite(candidate.width))) return attributes;
  const covering = candidates.findIndex((candidate) => candidate.width >= width);
  const kept = covering === -1 ? candidates : candidates.slice(0, covering + 1);
  return { ...attributes, srcSet: kept.map((c) => c.candidate).join(', '), src: kept[kept.length - 1].url };
}
