/** The build id, also written to dist/version.json for the server. */
declare const __APP_VERSION__: string;
