import { config } from '../config/index.ts'
import { isFramed } from '../safe/detect.ts'
import { createAuthAdapter } from './adapter.ts'
import { AuthSessionStore } from './session-store.ts'

/** The app's auth adapter and session store; both undefined when sign-in is off (no VITE_AUTH_URL). */
export const authAdapter = config.authUrl
  ? createAuthAdapter({ baseUrl: config.authUrl, appName: config.appName, framed: isFramed() })
  : undefined
export const authSessionStore = authAdapter ? new AuthSessionStore(authAdapter) : undefined
