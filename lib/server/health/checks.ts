/** What one check found: `reason` is a short phrase of ours, never a server's own message. */
export type CheckOutcome = { ok: true } | { ok: false; reason: string };
export type CheckResult = CheckOutcome & { ms: number };
export type Readiness = { status: 'ready' | 'not ready'; checks: Record<string, CheckResult> };

type Bound = <T>(promise: Promise<T>, ms: number, what?: string) => Promise<T>;

/**
 * Why a check failed, in words safe to show anyone: error messages can carry addresses,
 * user names or a connection string, so only the kind of failure goes out.
 */
export function failureReason(error: unknown): string {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (name === 'TimeoutError' || name === 'AbortError') return 'no answer in time';
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (typeof code === 'string' && /^[A-Z0-9_]{2,32}$/.test(code)) return `failed (${code})`;
  if (typeof name === 'string' && /^[A-Za-z]{2,40}$/.test(name) && name !== 'Error')
    return `failed (${name})`;
  return 'failed';
}

/** Runs every check at once, each within `timeoutMs`, and says whether all of them passed. */
export async function readinessOf(
  checks: Record<string, () => Promise<CheckOutcome>>,
  timeoutMs: number,
  bound: Bound,
): Promise<Readiness> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]): Promise<[string, CheckResult]> => {
      const started = performance.now();
      let outcome: CheckOutcome;
      try {
        outcome = await bound(Promise.resolve().then(check), timeoutMs, name);
      } catch (error) {
        outcome = { ok: false, reason: failureReason(error) };
      }
      return [name, { ...outcome, ms: Math.round(performance.now() - started) }];
    }),
  );
  const results = Object.fromEntries(entries);
  return { status: entries.every(([, result]) => result.ok) ? 'ready' : 'not ready', checks: results };
}

/** The first failing check, as one line: what an operator command prints. */
export function firstFailure(readiness: Readiness): string | undefined {
  const failing = Object.entries(readiness.checks).find(([, result]) => !result.ok);
  if (!failing) return undefined;
  const [name, result] = failing;
  return `${name}: ${'reason' in result ? result.reason : 'failed'} (${result.ms} ms)`;
}
