import config from '@payload-config';
import '@payloadcms/next/css';
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes';

type Handler = ReturnType<typeof REST_GET>;

/**
 * Payload answers a path it has no endpoint for (`GET /api/payload-migrations`) with 501
 * and the full URL in the body: to a visitor that is a page that does not exist.
 */
function notImplementedIsNotFound(handler: Handler): Handler {
  return async (request, context) => {
    const response = await handler(request, context);
    if (response.status !== 501) return response;
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });
  };
}

export const GET = notImplementedIsNotFound(REST_GET(config));
export const POST = notImplementedIsNotFound(REST_POST(config));
export const DELETE = notImplementedIsNotFound(REST_DELETE(config));
export const PATCH = notImplementedIsNotFound(REST_PATCH(config));
export const PUT = notImplementedIsNotFound(REST_PUT(config));
export const OPTIONS = REST_OPTIONS(config);
