/**
 * Mock mode has no Google (no network, no client id): 'Continue with Google' sends this stand-in access
 * token to /google-auth, and the mock backend signs in as its seeded Google user. A real backend rejects it.
 */
export const DEMO_GOOGLE_ACCESS_TOKEN = 'demo-google-access-token';
