/** The path of a request, without its query: Express's `req.path`, Fastify's URL up to `?`. */
export function requestPath(req: { path?: string; url?: string }): string {
  return req.path ?? (req.url ?? '/').split('?', 1)[0]!;
}
