/** The path of a request, without its query (Fastify's request and the raw Node request alike). */
export function requestPath(req: { url?: string }): string {
  return (req.url ?? '/').split('?', 1)[0]!;
}
