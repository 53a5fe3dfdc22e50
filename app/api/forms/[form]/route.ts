import { cms } from '@/lib/cms/client';
import { storedFormRoute } from '@/lib/server/forms/stored-form-route';

/**
 * POST /api/forms/<form>: every form the club keeps the answers of (JSON), one per entry
 * of lib/domain/forms/registry.ts: contact, mascot-visit, ticket-request, vip-reservation.
 */
export const POST = storedFormRoute(cms);
