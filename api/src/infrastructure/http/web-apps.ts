import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

/**
 * The two single-page applications, built by Vite: the applicant portal at / and the back
 * office at /admin. A path without a file extension that no API route owns gets the app's
 * index.html, so that client-side routes survive a reload.
 */
export function serveWebApps(app: Express, repoRoot: string): { applicant: boolean; admin: boolean } {
  const applicantDir = path.join(repoRoot, 'web-applicant', 'dist');
  const adminDir = path.join(repoRoot, 'web-admin', 'dist');
  const hasApplicant = existsSync(path.join(applicantDir, 'index.html'));
  const hasAdmin = existsSync(path.join(adminDir, 'index.html'));
  const assets = { index: false, maxAge: '1h', fallthrough: true } as const;
  // API calls never look on disk: a static lookup is a file-system call per request.
  const apiPath = (req: Request) => req.path.startsWith('/api/') || req.path === '/api' || req.path.startsWith('/dev/');
  const staticFiles = (dir: string) => {
    const serve = express.static(dir, assets);
    return (req: Request, res: Response, next: NextFunction) => (apiPath(req) ? next() : serve(req, res, next));
  };
  if (hasAdmin) app.use('/admin', express.static(adminDir, assets));
  if (hasApplicant) app.use(staticFiles(applicantDir));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (apiPath(req)) return next();
    if (path.extname(req.path)) return next();
    const isAdmin = req.path === '/admin' || req.path.startsWith('/admin/');
    const dir = isAdmin ? (hasAdmin ? adminDir : undefined) : hasApplicant ? applicantDir : undefined;
    if (!dir) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(dir, 'index.html'));
  });
  return { applicant: hasApplicant, admin: hasAdmin };
}
