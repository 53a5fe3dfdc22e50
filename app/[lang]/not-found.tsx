import { NotFoundContent } from '@/components/errors/NotFoundContent';

/** Rendered with HTTP 404 for every unknown path under a language. */
export default function NotFound() {
  return <NotFoundContent />;
}
