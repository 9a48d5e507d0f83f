interface ImportMetaEnv {
  /** The year the app was built (vite.config.ts `define`). */
  readonly BUILD_YEAR: number;
}
