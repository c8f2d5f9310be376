import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CanActivate, type ExecutionContext, Header, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import fastifyHelmet from '@fastify/helmet';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '@registry/domain/shared/domain-error';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The Content-Security-Policy (ASVS 5.0 L2, DESIGN.md Security). The single-page apps load only
 * their own scripts; MUI writes style elements at run time, hence 'unsafe-inline' for styles only.
 * `imageSources` adds the map's tile server (MAP_TILE_URL) to the images allowed, and
 * `scriptHashes` the inline scripts of the apps' index.html, each allowed by its exact text's hash.
 */
export function contentSecurityDirectives(
  imageSources: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageSources],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // PDFs and images of an application are previewed in the back office from the same origin.
    'frame-src': ["'self'", 'blob:'],
  };
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), payment=()';

/**
 * Security headers on every response, by @fastify/helmet (an onRequest hook, so 404s and the
 * apps' files get them too): exactly the set written here before helmet, helmet's other headers
 * off. Helmet has no Permissions-Policy: a hook of its own sets it.
 */
export async function registerSecurityHeaders(
  fastify: Pick<FastifyInstance, 'register' | 'addHook'>,
  options: { imageSources?: readonly string[]; scriptHashes?: readonly string[] },
): Promise<void> {
  await fastify.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options.imageSources, options.scriptHashes) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    done();
  });
}

/** decodeURIComponent, but a value it cannot decode (`%E0%A4%A`) is no value rather than an error. */
function decodeOrIgnore(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * A cookie of the request, by the `cookie` package's parser. A malformed value counts as absent:
 * a client with a broken anti-forgery cookie gets a fresh one, and its unsafe requests are
 * refused (403) as without one, instead of every request failing.
 */
export function readCookie(req: Pick<IncomingMessage, 'headers'>, name: string): string | undefined {
  const header = req.headers.cookie;
  return header ? parseCookie(header, { decode: decodeOrIgnore })[name] : undefined;
}

/**
 * An anti-forgery cookie for clients that have none yet (double-submit). Nest middleware on
 * Fastify runs before Fastify wraps the request: it gets Node's own objects.
 */
export function xsrfCookieMiddleware(options: { secureCookies: boolean }) {
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    if (!readCookie(req, XSRF_COOKIE)) {
      // 122 random bits. randomUUID draws from a buffer Node fills in batches; randomBytes calls
      // into OpenSSL for every token, and this runs on every response without the cookie.
      const token = randomUUID().replaceAll('-', '');
      // Readable by the page's script (it echoes it in X-XSRF-TOKEN); never sent cross-site.
      const cookie = `${XSRF_COOKIE}=${token}; Path=/; SameSite=Strict${options.secureCookies ? '; Secure' : ''}`;
      const earlier = res.getHeader('Set-Cookie');
      res.setHeader('Set-Cookie', earlier === undefined ? cookie : [...(Array.isArray(earlier) ? earlier : [String(earlier)]), cookie]);
    }
    next();
  };
}

/**
 * ASVS 5.0 §14.3: an answer to a request that carries a session token, whatever its route or
 * status, is never stored by a browser or shared cache. A Fastify onSend hook, so that it runs
 * after the route's own headers (a public route's `public, max-age` included).
 */
export function noStoreForAuthenticated(fastify: Pick<FastifyInstance, 'addHook'>): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization !== undefined) {
      const current = reply.getHeader('cache-control');
      if (typeof current !== 'string' || !/\bno-store\b/.test(current)) void reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
}

/** For an answer that hands out a session token or a TOTP secret (the request itself may carry none). */
export const NoStore = () => Header('Cache-Control', 'no-store');

export const WITHOUT_XSRF_KEY = 'registry:without-xsrf';
/**
 * For a route a browser posts to without the page's script (the error-reporting tunnel, whose
 * SDK sends plain envelopes): it must change nothing a forged request could abuse.
 */
export const WithoutXsrf = () => SetMetadata(WITHOUT_XSRF_KEY, true);

/** Unsafe methods must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header (spec §7). */
@Injectable()
export class XsrfGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    if (this.reflector.get<boolean>(WITHOUT_XSRF_KEY, context.getHandler())) return true;
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (!UNSAFE.has(req.method)) return true;
    const cookie = readCookie(req, XSRF_COOKIE);
    const header = req.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) throw forbidden('xsrf-token-missing');
    return true;
  }
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && x.length >= 16 && timingSafeEqual(x, y);
}
