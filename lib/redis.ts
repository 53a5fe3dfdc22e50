import { createClient } from 'redis';

export type Redis = ReturnType<typeof createClient>;

/**
 * A lazily opened connection to the Redis that several app instances share (REDIS_URL):
 * the rate limits and the turn of scheduled jobs. A command that fails drops the
 * connection, so the next one reconnects; callers fall back to what one instance can do
 * alone. (Next's cache has its own client: lib/cache/shared-cache-handler.mjs.)
 */
export function redisConnection(url: string) {
  let client: Redis | undefined;
  const forget = () => {
    if (client?.isOpen) client.destroy();
    client = undefined;
  };
  return {
    async open(): Promise<Redis> {
      if (!client) {
        client = createClient({ url, socket: { connectTimeout: 1_000, reconnectStrategy: false } });
        client.on('error', () => {});
        await client.connect();
      }
      return client;
    },
    forget,
  };
}
