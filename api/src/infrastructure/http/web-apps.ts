import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestPath } from '../../shared/http/request-path.js';

/** Paths the two apps never answer: the API and the development mail catcher. */
export const isApiPath = (urlPath: string) => urlPath.startsWith('/api/') || urlPath === '/api' || urlPath.startsWith('/dev/');

/**
 * The two single-page applications, built by Vite: the applicant portal at / and the back
 * office at /admin. Their files are routes of their own (found once, at start: no file-system
 * lookup for an API call). A GET of a path without a file extension that nothing else owns gets
 * the app's index.html (`spaFallback`), so that client-side routes survive a reload.
 *
 * Vite writes every sizeable file also as .br and .gz; the one the client accepts is sent, with
 * `Vary: Accept-Encoding`. A file under assets/ has its content's hash in its name, so it never
 * changes and is cached for a year; anything else (index.html, the static PDFs, the icons) is
 * revalidated (ETag) on every use, so a new release shows at once.
 */
export async function serveWebApps(app: FastifyInstance, repoRoot: string): Promise<{ applicant: boolean; admin: boolean; spaFallback: (req: FastifyRequest, reply: FastifyReply) => boolean }> {
  const applicantDir = path.join(repoRoot, 'web-applicant', 'dist');
  const adminDir = path.join(repoRoot, 'web-admin', 'dist');
  const hasApplicant = existsSync(path.join(applicantDir, 'index.html'));
  const hasAdmin = existsSync(path.join(adminDir, 'index.html'));
  const assets = { index: false as const, wildcard: false, decorateReply: false, preCompressed: true, cacheControl: false, setHeaders: cachePolicy };
  if (hasAdmin) await app.register(fastifyStatic, { ...assets, root: adminDir, prefix: '/admin/' });
  if (hasApplicant) await app.register(fastifyStatic, { ...assets, root: applicantDir, prefix: '/' });
  const spaFallback = (req: FastifyRequest, reply: FastifyReply): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const urlPath = requestPath(req);
    if (isApiPath(urlPath) || path.extname(urlPath)) return false;
    const isAdmin = urlPath === '/admin' || urlPath.startsWith('/admin/');
    const dir = isAdmin ? (hasAdmin ? adminDir : undefined) : hasApplicant ? applicantDir : undefined;
    if (!dir) return false;
    void reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml(dir));
    return true;
  };
  return { applicant: hasApplicant, admin: hasAdmin, spaFallback };
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
