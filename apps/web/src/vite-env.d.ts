/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Fixed bearer credential of the error-log endpoint (spec §7); defaults to 'kasir-error-log'. */
  readonly VITE_ERROR_LOG_TOKEN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
