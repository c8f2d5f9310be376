import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import negotiateEncoding from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, resolveLocale, type Locale } from '@registry/domain/shared/i18n/locale';
import { requestPath } from '#src/shared/http/request-path';
import { readCookie } from '#src/shared/http/security';

/** Paths the two apps never answer: the API and the development mail catcher. */
export const isApiPath = (urlPath: string) => urlPath.startsWith('/api/') || urlPath === '/api' || urlPath.startsWith('/dev/');

interface PageRequest {
  url: string;
  lang: Locale;
  theme: 'light' | 'dark';
  clientAddress?: string;
  termsAccepted?: string;
}
type PageRenderer = (request: PageRequest) => Promise<{ status: number; location?: string; html: string }>;

/** What the applicant portal's server build (web-applicant/src/entry-server.tsx) exports. */
interface PortalRendererModule {
  createRenderer(options: {
    template: string;
    manifest: Record<string, unknown>;
    fetchApi: typeof fetch;
    config: () => Promise<Record<string, unknown>>;
  }): PageRenderer;
}

export interface WebApps {
  applicant: boolean;
  admin: boolean;
  /** Whether the applicant portal's pages are rendered on the server (its server build exists). */
  serverRendered: boolean;
  spaFallback: (req: FastifyRequest, reply: FastifyReply) => boolean;
}

/**
 * The two web applications, built by Vite: the applicant portal at / and the back office at
 * /admin. Their files are routes of their own (found once, at start: no file-system lookup for
 * an API call). A GET of a path without a file extension that nothing else owns is a page:
 *
 * - the applicant portal's is rendered here, per request, by the portal's server build in the
 *   visitor's language (the `lang` cookie the portal writes, else Accept-Language, else ckb) and
 *   colour mode (`theme` cookie), with the API's answers it needs read in-process (Fastify's
 *   inject, with the visitor's address); should rendering fail, the page is the app's shell and
 *   the browser renders it (docs/web-applicant.md, "Server rendering");
 * - the back office's is its index.html, which its scripts render.
 *
 * Vite writes every sizeable file also as .br and .gz; the one the client accepts is sent, with
 * `Vary: Accept-Encoding`. A file under assets/ has its content's hash in its name, so it never
 * changes and is cached for a year; anything else (pages, the static PDFs, the icons) is
 * revalidated on every use, so a new release shows at once.
 */
export async function serveWebApps(
  app: FastifyInstance,
  repoRoot: string,
  log?: { error(message: string, meta?: Record<string, unknown>): void },
): Promise<WebApps> {
  const applicantDir = path.join(repoRoot, 'web-applicant', 'dist');
  const adminDir = path.join(repoRoot, 'web-admin', 'dist');
  const hasApplicant = existsSync(path.join(applicantDir, 'index.html'));
  const hasAdmin = existsSync(path.join(adminDir, 'index.html'));
  const assets = {
    index: false as const,
    wildcard: false,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: cachePolicy,
  };
  if (hasAdmin) await app.register(fastifyStatic, { ...assets, root: adminDir, prefix: '/admin/' });
  if (hasApplicant) await app.register(fastifyStatic, { ...assets, root: applicantDir, prefix: '/' });
  // The server build is loaded with the first page asked for, not at start: an API-only process
  // (tests, benches, the CLI) never pays for it.
  const serverBuild = hasApplicant ? portalServerBuild(repoRoot, applicantDir) : undefined;
  let renderer: Promise<PageRenderer> | undefined;
  const renderPage = serverBuild
    ? (page: PageRequest) => (renderer ??= loadPortalRenderer(app, serverBuild, applicantDir)).then((render) => render(page))
    : undefined;

  const spaFallback = (req: FastifyRequest, reply: FastifyReply): boolean => {
    const urlPath = requestPath(req);
    if (isApiPath(urlPath) || path.extname(urlPath)) return false;
    const isAdmin = urlPath === '/admin' || urlPath.startsWith('/admin/');
    // A portal form sent by the browser itself, before the page's scripts took it over (a tap on
    // "Continue" while a phone still loads them): its forms say POST so that what was typed never
    // lands in an address, a history or a log; it is not read, and the page is shown again.
    if (req.method === 'POST' && !isAdmin && hasApplicant) {
      void reply.redirect(req.url, 303);
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const dir = isAdmin ? (hasAdmin ? adminDir : undefined) : hasApplicant ? applicantDir : undefined;
    if (!dir) return false;
    void reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    if (isAdmin || !renderPage) {
      sendPage(req, reply, indexHtml(dir));
      return true;
    }
    const page: PageRequest = {
      url: req.url,
      lang: pageLanguage(req),
      theme: readCookie(req.raw, 'theme') === 'dark' ? 'dark' : 'light',
      clientAddress: req.ip,
      termsAccepted: readCookie(req.raw, 'termsAccepted'),
    };
    void reply.header('Vary', 'Accept-Language, Cookie, Accept-Encoding');
    renderPage(page).then(
      (rendered) => {
        if (rendered.location) void reply.redirect(rendered.location, rendered.status);
        else sendPage(req, reply.status(rendered.status), rendered.html);
      },
      (error: unknown) => {
        log?.error('page rendering failed: the shell is served instead', { path: urlPath, error });
        sendPage(req, reply, indexHtml(dir));
      },
    );
    return true;
  };
  return { applicant: hasApplicant, admin: hasAdmin, serverRendered: !!serverBuild, spaFallback };
}

/**
 * A page, compressed for a client that accepts it. Pages are answered from the not-found path,
 * which runs no route's hooks, so @fastify/compress never sees them; a server-rendered page is
 * 50 to 100 KB of HTML (its critical CSS inline) and about a seventh of that in brotli, half a
 * second less on a phone's 180 KB/s (issue 31). Quality 5: a few milliseconds a page.
 */
function sendPage(req: FastifyRequest, reply: FastifyReply, html: string | Buffer): void {
  const encoding = negotiateEncoding(String(req.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
  if (encoding === 'br') {
    void reply.header('Content-Encoding', 'br').send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (encoding === 'gzip') {
    void reply.header('Content-Encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  } else {
    void reply.send(html);
  }
}

/** The visitor's language: the one the portal saved (`lang` cookie), else the browser's first the portal speaks, else ckb. */
export function pageLanguage(req: FastifyRequest): Locale {
  const saved = readCookie(req.raw, 'lang');
  return isLocale(saved) ? saved : resolveLocale(req.headers['accept-language']);
}

/** The applicant portal's server build and the client manifest it needs, or undefined when they were not built. */
function portalServerBuild(repoRoot: string, applicantDir: string): { entry: string; manifestFile: string } | undefined {
  const entry = path.join(repoRoot, 'web-applicant', 'dist-server', 'entry-server.js');
  const manifestFile = path.join(applicantDir, '.vite', 'manifest.json');
  return existsSync(entry) && existsSync(manifestFile) ? { entry, manifestFile } : undefined;
}

/** The portal's renderer, from its server build. */
async function loadPortalRenderer(
  app: FastifyInstance,
  { entry, manifestFile }: { entry: string; manifestFile: string },
  applicantDir: string,
): Promise<PageRenderer> {
  const { createRenderer } = (await import(pathToFileURL(entry).href)) as PortalRendererModule;
  let config: Promise<Record<string, unknown>> | undefined;
  const fetchApi = inProcessFetch(app);
  return createRenderer({
    template: withInlineStyleSheets(readFileSync(path.join(applicantDir, 'index.html'), 'utf8'), applicantDir),
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>,
    fetchApi,
    // The API's public configuration, read once: it comes from the environment, fixed at start.
    config: () =>
      (config ??= fetchApi('/api/config')
        .then((answer) => answer.json() as Promise<{ data?: { attributes?: Record<string, unknown> } }>)
        .then((body) => body.data?.attributes ?? {})
        .catch(() => {
          config = undefined;
          return {};
        })),
  });
}

/**
 * The page's style sheets (the fonts' faces) written into it: a linked sheet holds the first paint
 * back by a round trip. Their `url(/assets/…)` stay absolute, so they resolve as before.
 */
function withInlineStyleSheets(template: string, dir: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const sheet = path.join(dir, file);
    // data-href: the renderer knows the sheet is in the page already (it announces only what is not).
    return existsSync(sheet)
      ? `<style data-href="/${file}">${readFileSync(sheet, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`
      : link;
  });
}

/** `fetch` for the renderer: the request goes through the API's whole pipeline, in-process, as the visitor's own would. */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
  };
}

/**
 * The CSP hashes ('sha256-…') of the inline scripts of the apps' built index.html: the applicant
 * portal's first script raises the splash for a stored session before the first paint.
 */
export function inlineScriptHashes(repoRoot: string): string[] {
  const hashes: string[] = [];
  for (const app of ['web-applicant', 'web-admin']) {
    const file = path.join(repoRoot, app, 'dist', 'index.html');
    if (!existsSync(file)) continue;
    for (const [, text] of readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      hashes.push(`sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}`);
    }
  }
  return hashes;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed build output (…/dist/assets/…) forever, everything else revalidated. */
function cachePolicy(reply: { header(name: string, value: string): unknown }, filePath: string): void {
  reply.header('Cache-Control', filePath.split(path.sep).includes('assets') ? IMMUTABLE : 'no-cache');
}

const indexes = new Map<string, Buffer>();

/** An app's index.html, read once. */
function indexHtml(dir: string): Buffer {
  let html = indexes.get(dir);
  if (!html) indexes.set(dir, (html = readFileSync(path.join(dir, 'index.html'))));
  return html;
}
