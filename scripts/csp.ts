// The Content-Security-Policy of the built app, as a meta tag in index.html (the dev server's injected scripts are left alone).
import type { Plugin } from 'vite';

/**
 * Scripts, workers and the service worker only from our own origin: no inline script, no eval.
 * Styles allow inline attributes (React's `style` props). Languages and sounds are fetched from
 * our origin or inlined as `data:` URLs; canvases make `blob:` images.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "connect-src 'self' data: blob:",
  "font-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function contentSecurityPolicy(): Plugin {
  return {
    name: 'azuma-content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
