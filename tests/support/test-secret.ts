/** The CMS secret of the integration tests' throwaway databases (and of their seeded template). */
export const TEST_SECRET = 'integration-test-secret-0123456789abcdef';
