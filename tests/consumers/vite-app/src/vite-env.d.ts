/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_RPC_URL: string
  readonly VITE_WC_PROJECT_ID: string
  readonly VITE_WC_RELAY_URL: string
}
