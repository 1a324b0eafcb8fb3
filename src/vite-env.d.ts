// Ambient types for Vite and the PWA plugin's virtual modules.
/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />
