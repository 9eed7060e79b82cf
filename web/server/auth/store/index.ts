export { MemoryStore } from './memory.ts'
export { RedisStore, type RedisStoreOptions } from './redis.ts'
export { StoreUnavailableError, type AuthStore, type NonceCheck, type SessionRef } from './types.ts'
