export { createAuthHandler, DEFAULT_BASE_PATH, type AuthHandler, type AuthHandlerOptions } from './handler.ts'
export { authOptionsFromEnv } from './env.ts'
export { authApi } from './vite-plugin.ts'
export { AuthError, RateLimitError } from './errors.ts'
