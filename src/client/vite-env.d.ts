/// <reference types="vite/client" />

/** The package version, written in by vite.config.ts; sent as the client version header. */
declare const __APP_VERSION__: string;
