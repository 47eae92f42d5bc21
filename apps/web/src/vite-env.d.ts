/// <reference types="vite/client" />
declare const __CLIENT_VERSION__: string;
