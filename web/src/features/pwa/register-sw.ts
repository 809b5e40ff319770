// The only module naming vite-plugin-pwa's virtual module. sw-updates.ts imports it on demand,
// in browsers with service workers only, so jsdom tests (run without the plugin, which alone can
// resolve it) never load it.
export { registerSW } from 'virtual:pwa-register';
