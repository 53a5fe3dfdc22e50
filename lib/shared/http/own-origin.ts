/**
 * Where this instance answers, from its own configuration, for the calls it makes to
 * itself (the jobs ticker) and the operator's health check: PORT, as Next's server reads
 * it (the systemd unit, `npm start` and every launcher of the tests set it), and the
 * address it is bound to (LISTEN_ADDRESS for `npm start`, HOSTNAME for `node server.js`).
 */

/**
 * A server bound to one address (the unit's LISTEN_ADDRESS, a private one on several servers)
 * does not answer on loopback; one bound to every interface does.
 */
export function askedHost(host: string | undefined): string {
  if (!host || host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export function ownOrigin({ port, host }: { port: number | string; host: string | undefined }): string {
  return `http://${askedHost(host)}:${port}`;
}
