/// <reference types="vite/client" />
// `virtual:pwa-register`, the service worker registration that vite-plugin-pwa generates.
/// <reference types="vite-plugin-pwa/vanillajs" />
