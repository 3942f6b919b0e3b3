import type { RequestHandler } from 'express';

/** HSTS lifetime: two years, as the preload list asks. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/** The OpenStreetMap tile servers the PWA's maps load from (pwa/src/lib/constants.ts MAP_TILE_URL). */
const MAP_TILES = 'https://*.tile.openstreetmap.org';
/** Stripe.js, its Elements and embedded Checkout frames, its API and 3-D Secure pages (Stripe's CSP guide). */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connect: ['https://api.stripe.com', 'https://*.stripe.com'],
  frame: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    'https://*.stripe.com',
  ],
  img: ['https://*.stripe.com'],
};
/** The Firebase Auth web SDK: its REST endpoints, and Google's scripts and frames for popups and reCAPTCHA. */
const FIREBASE = {
  script: [
    'https://apis.google.com',
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
  ],
  connect: [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://www.googleapis.com',
  ],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

export interface ContentSecurityOptions {
  /** Firebase mode: the auth domain (popup frames) and, in tests and development, the emulator. */
  firebase?: { authDomain: string; emulatorUrl?: string };
}

/**
 * The page may load code, frames and data only from this origin and the services it uses:
 * Stripe, Firebase (when configured) and the map tiles. `blob:` is for video previews and
 * drafts, `data:` for QR codes and inline icons. Nobody may frame the site (clickjacking).
 */
export function contentSecurityPolicy(options: ContentSecurityOptions = {}): string {
  const firebase = options.firebase;
  const firebaseFrames = firebase ? [...FIREBASE.frame, `https://${firebase.authDomain}`] : [];
  const emulator = firebase?.emulatorUrl ? [new URL(firebase.emulatorUrl).origin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...STRIPE.script, ...(firebase ? FIREBASE.script : [])],
    // React sets style attributes, Leaflet and Stripe position their elements with inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', MAP_TILES, ...STRIPE.img],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...STRIPE.connect, ...(firebase ? FIREBASE.connect : []), ...emulator],
    'frame-src': [...STRIPE.frame, ...firebaseFrames, ...emulator],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The headers that only a document (a page, a frame, a worker script) acts on. A hashed script,
 * style sheet or image of the build is never a document: sending them there only adds about a
 * kilobyte to each of the dozens of files a first visit loads over a slow phone network.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Referrer-Policy',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
  'Permissions-Policy',
] as const;

/**
 * Security headers on every answer, API and PWA alike (in the spirit of helmet, which is not a
 * dependency here); the PWA's hashed assets drop the document-only ones (pwaFiles.ts). HSTS only over https (`req.secure`, which needs TRUST_PROXY behind a proxy
 * that ends TLS): a browser ignores it over http, and on a plain-http development host it would
 * only get in the way.
 */
export function securityHeaders(options: ContentSecurityOptions = {}): RequestHandler {
  const csp = contentSecurityPolicy(options);
  return (req, res, next) => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    res.setHeader(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(self), payment=(self "https://js.stripe.com")',
    );
    if (req.secure)
      res.setHeader('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    next();
  };
}
