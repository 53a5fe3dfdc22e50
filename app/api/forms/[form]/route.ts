import { cms } from '@/lib/cms/client';
import { storedFormRoute } from '@/lib/forms/server/stored-form-route';

/**
 * POST /api/forms/<form>: every form the club keeps the answers of (JSON), one per entry
 * of lib/forms/registry.ts: contact, mascot-visit, ticket-request, vip-reservation.
 */
export const POST = storedFormRoute(cms);
