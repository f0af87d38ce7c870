/// <reference types="vite/client" />

/** True only in `npm run dev` with the built-in mock backend (vite.config.ts). */
declare const __MOCK_BACKEND__: boolean;

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  readonly VITE_SITE_NAME?: string;
  readonly VITE_USE_MOCK?: string;
  readonly VITE_REQUEST_TIMEOUT_MS?: string;
  /** Who may write: 'admins' (default, SPEC's isAdmin) or 'everyone' signed in (src/lib/roles.ts). */
  readonly VITE_WRITERS?: string;
  /** 'true': without a client id, 'Continue with Google' sends the demo token (a mock backend accepts it). */
  readonly VITE_GOOGLE_DEMO?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
