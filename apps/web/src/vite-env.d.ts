/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Fixed bearer credential of the error-log endpoint (spec §7); defaults to 'kasir-error-log'. */
  readonly VITE_ERROR_LOG_TOKEN?: string;
  /** The local print agent (spec §7, receipt store and /print); defaults to http://127.0.0.1:3003. */
  readonly VITE_PRINT_AGENT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
