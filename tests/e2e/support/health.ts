/**
 * The token the end-to-end tests' server is given for GET /api/metrics (playwright.config.ts),
 * and the readiness answer's shape as the tests read it.
 */
export const e2eMetricsToken = 'e2e-metrics-token-not-a-secret-0123456789';

export type ReadinessAnswer = {
  status: 'ready' | 'not ready';
  checks: Record<string, { ok: boolean; ms: number; reason?: string }>;
};
