/**
 * A fixed-window counter per key (the visitor's IP and the form). In memory, so
 * each app instance counts on its own and a restart forgets: enough to slow a
 * script hammering one server; several instances would need a shared store.
 */
export function rateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return function allow(key: string, now = Date.now()): boolean {
    const current = windows.get(key);
    if (!current || now - current.start >= windowMs) {
      // Drop expired windows now and then so the map cannot grow without bound.
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
      }
      windows.set(key, { start: now, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= limit;
  };
}

/**
 * The client's address as the reverse proxy in front of the app reports it.
 * Without such a proxy the header can be forged; the limit is a brake, not a lock.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'unknown';
}
