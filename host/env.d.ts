/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** Platform API base URL baked into the build (a `mc-api` meta tag wins). */
  readonly VITE_MC_API_BASE?: string;
  /** Merchant code baked into the build (a `mc-merchant` meta tag wins). */
  readonly VITE_MC_MERCHANT?: string;
}
