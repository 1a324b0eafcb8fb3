// Ambient types for Vite.
/// <reference types="vite/client" />
