/**
 * The error-reporting tunnel's rules, pure: a Sentry envelope's first line is a JSON header that
 * names the DSN it is meant for; the tunnel forwards only envelopes meant for the registry's own
 * DSN, to that DSN's ingest address. Anything else is refused, so the tunnel cannot be used to
 * send requests anywhere else.
 */
export interface SentryTarget {
  /** Where envelopes for this DSN are posted. */
  ingestUrl: string;
}

/** `https://<key>@<host>[/<path>]/<project>` → `https://<host>[/<path>]/api/<project>/envelope/`, or null. */
export function targetOf(dsn: string): SentryTarget | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const match = /^(.*)\/(\d+)\/?$/.exec(url.pathname);
  if (!url.username || !match) return null;
  return { ingestUrl: `${url.protocol}//${url.host}${match[1]}/api/${match[2]}/envelope/` };
}

/** The DSN an envelope's header names, or null when the first line is not a JSON object with one. */
export function envelopeDsn(envelope: string): string | null {
  const newline = envelope.indexOf('\n');
  const header = newline === -1 ? envelope : envelope.slice(0, newline);
  try {
    const parsed: unknown = JSON.parse(header);
    return parsed && typeof parsed === 'object' && typeof (parsed as { dsn?: unknown }).dsn === 'string'
      ? (parsed as { dsn: string }).dsn
      : null;
  } catch {
    return null;
  }
}

/** Whether two DSNs name the same project with the same key (trailing slashes and case of the host aside). */
export function sameDsn(a: string, b: string): boolean {
  try {
    const [x, y] = [new URL(a), new URL(b)];
    const path = (u: URL) => u.pathname.replace(/\/+$/, '');
    return x.protocol === y.protocol && x.username === y.username && x.host.toLowerCase() === y.host.toLowerCase() && path(x) === path(y);
  } catch {
    return false;
  }
}
