/**
 * The portal rendered on the server (issue 31 §1): the API's process imports this module's build
 * (dist-server/entry-server.js) and answers each page's GET with its HTML in the visitor's
 * language, the first paint's CSS, the scripts the page needs announced, and the API answers the
 * first paint reads; the browser then hydrates the same tree (main.tsx). docs/web-applicant.md,
 * "Server rendering".
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { prefixer } from 'stylis';
import { PortalTree } from './app/app';
import { preloadRoute } from './app/preload-route';
import { appRoutes } from './app/router';
import type { ThemeMode } from './app/settings-storage';
import { deferredComponentsLoaded } from './components/deferred';
import { ServerRender, type ServerRenderNotes } from './components/server-render';
import { allTextsLoaded, directionOf, i18n, registeredTextNamespaces, type Locale, type ServerTexts } from './i18n';
import { answerApiRequestsWith, createQueryClient } from './lib/api';
import { initialAuthState, type AuthState } from './lib/auth/auth';
import { readTermsAcceptanceWith } from './lib/terms';
import type { ServerState } from './app/server-state';

/** A visitor: the server never sees a session (the token lives in the browser's storage). */
const VISITOR: AuthState = { ...initialAuthState, isInitialized: true };

export interface PageRequest {
  /** Path and query, as requested. */
  url: string;
  lang: Locale;
  theme: ThemeMode;
  /** The visitor's address: the API's reads made for the page count as the visitor's own (rate limits). */
  clientAddress?: string;
  /** When this browser accepted the terms (its `termsAccepted` cookie): a registration opens its first step only then. */
  termsAccepted?: string;
}

export interface RenderedPage {
  status: number;
  /** Set when the page answers with a redirect. */
  location?: string;
  html: string;
}

export interface RendererOptions {
  /** The client build's dist/index.html: the scripts, styles and splash every page starts from. */
  template: string;
  /** The client build's dist/.vite/manifest.json (source path → chunk). */
  manifest: Record<string, { file: string; imports?: string[]; css?: string[] }>;
  /** The API answered in-process (Fastify's inject): the page's reads never leave the server. */
  fetchApi: typeof fetch;
  /** Whatever the portal's configuration says the browser may know (GET /api/config's attributes). */
  config: () => Promise<Record<string, unknown>>;
}

/**
 * The lazy modules a render asked for (`import()` calls, tracked by vite.config.ts's
 * `trackDynamicImports` in this build): the route's page, its texts, a registration's step.
 * Their chunks are announced in the HTML, so the browser fetches them beside the entry.
 */
const rendering = new AsyncLocalStorage<{ modules: Set<string>; request: PageRequest; texts?: Set<string> }>();
(globalThis as { __ssrImported?: (key: string) => void }).__ssrImported = (key) => rendering.getStore()?.modules.add(key);

/**
 * The texts a render read (`<language>|<namespace>`), noted by an i18next post-processor on every
 * `t()` of the render: the page brings those in its language, so the browser hydrates with the
 * same words without fetching them (i18n/index.ts `ServerTexts`).
 */
const NOTE_TEXTS_READ = 'registry:note-texts-read';
i18n.use({
  type: 'postProcessor',
  name: NOTE_TEXTS_READ,
  process(value: string, _key: string | string[], options: { i18nResolved?: { usedLng?: string; usedNS?: string } }) {
    const resolved = options.i18nResolved;
    const store = rendering.getStore();
    if (store?.texts && resolved?.usedNS) store.texts.add(`${resolved.usedLng ?? store.request.lang}|${resolved.usedNS}`);
    return value;
  },
});
i18n.options.postProcess = [NOTE_TEXTS_READ];
i18n.options.postProcessPassResolved = true;
// And the namespaces a render's `useTranslation` asked for, read or not: the browser's
// `useTranslation` would wait for any it does not have. react-i18next reports them here (its
// hook for server rendering), in the page's language unless the hook names one.
const usedNamespaces = new Set<string>();
i18n.reportNamespaces = {
  addUsedNamespaces(namespaces: readonly string[]) {
    const store = rendering.getStore();
    for (const ns of namespaces) {
      usedNamespaces.add(ns);
      store?.texts?.add(`${store.request.lang}|${ns}`);
    }
  },
  getUsedNamespaces: () => [...usedNamespaces],
};

/** JSON inside a script element: `<` escaped so that no value can close the element. */
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A query the page asked for while rendering and that the server can answer now. */
const wanted = (query: Query) =>
  query.state.status === 'pending' &&
  (query.options as { enabled?: unknown }).enabled !== false &&
  typeof query.options.queryFn === 'function';

export function createRenderer({ template, manifest, fetchApi, config }: RendererOptions) {
  // The page's language and visitor, not whatever another page being rendered set meanwhile.
  answerApiRequestsWith((input, init) => {
    const request = rendering.getStore()?.request;
    const headers = new Headers(init?.headers);
    if (request) headers.set('Accept-Language', request.lang);
    if (request?.clientAddress) headers.set('X-Forwarded-For', request.clientAddress);
    return fetchApi(input, { ...init, headers });
  });
  const [before, after] = template.split('<!--ssr-outlet-->');
  if (after === undefined) throw new Error('index.html has no <!--ssr-outlet--> inside #root');
  const alreadyAnnounced = new Set([...template.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]));

  /** The chunks (and style sheets) of the given modules and of everything they import, minus what index.html already loads. */
  function assetsOf(keys: Iterable<string>): { scripts: string[]; styles: string[] } {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const pending = [...keys];
    const seen = new Set<string>();
    while (pending.length) {
      const key = pending.pop()!;
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) continue;
      seen.add(key);
      if (!alreadyAnnounced.has(chunk.file)) scripts.add(chunk.file);
      for (const css of chunk.css ?? []) if (!alreadyAnnounced.has(css)) styles.add(css);
      pending.push(...(chunk.imports ?? []));
    }
    return { scripts: [...scripts], styles: [...styles] };
  }

  readTermsAcceptanceWith(() => rendering.getStore()?.request.termsAccepted);
  // What the shell registers (every page's script runs it): sent with every page, read or not.
  const shellTextNamespaces = registeredTextNamespaces();

  /** The texts the page brings: the shell's and those its render read, in the languages it read them. */
  function textsOf(lang: Locale, read: Set<string>): ServerTexts {
    const texts: ServerTexts['texts'] = {};
    const pairs = new Set([...shellTextNamespaces.map((ns) => `${lang}|${ns}`), ...read]);
    for (const pair of pairs) {
      const [locale, ns] = pair.split('|') as [Locale, string];
      const bundle = i18n.getResourceBundle(locale, ns) as object | undefined;
      if (bundle) (texts[locale] ??= {})[ns] = bundle;
    }
    return { lang, texts };
  }

  function tree(
    router: ReactNode,
    request: PageRequest,
    queryClient: QueryClient,
    cache: ReturnType<typeof createCache>,
    notes: ServerRenderNotes,
  ) {
    return (
      <StrictMode>
        <ServerRender.Provider
          value={(note) => {
            notes.title = note.title ?? notes.title;
            notes.location ??= note.location;
            notes.browserOnly ||= note.browserOnly;
          }}
        >
          <PortalTree serverTheme={request.theme} cache={cache} queryClient={queryClient} initialAuth={VISITOR} ready>
            {router}
          </PortalTree>
        </ServerRender.Provider>
      </StrictMode>
    );
  }

  return async function renderPage(request: PageRequest): Promise<RenderedPage> {
    const modules = new Set<string>();
    const url = new URL(request.url, 'http://portal.invalid');
    const queryClient = createQueryClient();
    const [routed, runtimeConfig] = await rendering.run({ modules, request }, async () => {
      const handler = createStaticHandler(appRoutes());
      const [context] = await Promise.all([handler.query(new Request(url)), preloadRoute(url.pathname)]);
      // The route's module is in: the code of its deferred parts is then loaded (once) too, and
      // the texts of every namespace registered so far.
      await deferredComponentsLoaded();
      await allTextsLoaded();
      return [{ handler, context }, await config()] as const;
    });
    const { handler, context } = routed;
    if (context instanceof Response) return { status: context.status, location: context.headers.get('Location') ?? '/', html: '' };
    const router = createStaticRouter(handler.dataRoutes, context);
    const direction = directionOf(request.lang);

    // Rendered twice when the page asks the API for something: the first pass finds the queries,
    // the server answers them, the second pass renders with the answers (which go to the browser
    // with the page, so that its first render is the same). i18next is one instance: the language
    // is set right before each synchronous pass.
    const textsRead = new Set<string>();
    const renderOnce = () =>
      rendering.run({ modules, request, texts: textsRead }, () => {
        textsRead.clear();
        void i18n.changeLanguage(request.lang);
        const cache = createCache(
          direction === 'rtl' ? { key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] } : { key: 'muiltr', stylisPlugins: [prefixer] },
        );
        // No `<style>` beside each element: the page's critical CSS goes into the head once
        // (extractCriticalToChunks below), which the browser's cache takes over as it is.
        cache.compat = true;
        const notes: ServerRenderNotes = {};
        const html = renderToString(
          tree(<StaticRouterProvider router={router} context={context} hydrate={false} />, request, queryClient, cache, notes),
        );
        return { html, cache, notes };
      });
    let pass = renderOnce();
    if (pass.notes.location) return { status: 302, location: pass.notes.location, html: '' };
    const pending = queryClient.getQueryCache().findAll({ predicate: wanted });
    if (pending.length) {
      await rendering.run({ modules, request }, () => Promise.all(pending.map((query) => query.fetch().catch(() => undefined))));
      // A read that failed is left to the browser (it shows its own loading, then its own error).
      queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
      pass = renderOnce();
    }
    const { html, cache, notes } = pass;
    const { styles: emotionStyles } = createEmotionServer(cache).extractCriticalToChunks(html);
    const composed = composedLayerStyles(cache, emotionStyles);
    if (composed.ids.length) emotionStyles.push(composed);
    const { scripts, styles } = assetsOf(modules);
    const state: ServerState = {
      lang: request.lang,
      theme: request.theme,
      queries: dehydrate(queryClient),
      config: runtimeConfig,
      browserOnly: !!notes.browserOnly,
    };
    const head = [
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...mergeStyleRuns(emotionStyles).map((style) => `<style data-emotion="${style.key} ${style.ids.join(' ')}">${style.css}</style>`),
    ].join('');
    const page = (before + html + after)
      .replace(/<html lang="[^"]*" dir="[^"]*"/, `<html lang="${request.lang}" dir="${direction}" data-ssr`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(notes.title ?? i18n.t('app.name', { lng: request.lang }))}</title>`)
      .replace('</head>', `${head}</head>`)
      .replace(
        '<!--ssr-state-->',
        `<script type="application/json" id="ssr-state">${inertJson(state)}</script>` +
          `<script type="application/json" id="ssr-texts">${inertJson(textsOf(request.lang, textsRead))}</script>`,
      );
    // A path no page owns is rendered by the catch-all page: it says so with its status.
    const notFound = context.matches.some((match) => match.route.path === '*');
    return { status: notFound ? 404 : context.statusCode, html: page };
  };
}

type EmotionStyleChunk = { key: string; ids: string[]; css: string };

/**
 * The styles of a styled component's outer layers (MUI's `Radio` over `SwitchBase` over
 * `ButtonBase`): each layer inserts its own rules, though only the innermost layer's composed
 * class reaches the HTML, so `extractCriticalToChunks` leaves them out. The browser then inserted
 * them while hydrating, through stylis and, right to left, cssjanus (on a registration's first
 * step in ckb: 19 styles, 110 rules, about 160 ms of a 4× throttled CPU). Sent with the page and
 * named in its `data-emotion`, the browser's cache finds them inserted.
 *
 * So do empty styles (a styled element without rules is `<key>-0`): they insert no rule, yet an id
 * the cache does not know is serialized, and cssjanus's first call alone cost about 100 ms. Ids
 * sent only in a `<key>-global` tag count as not sent: the browser's cache reads `<key> …` tags.
 */
function composedLayerStyles(cache: EmotionCache, extracted: EmotionStyleChunk[]): EmotionStyleChunk {
  const sent = new Set(extracted.filter((chunk) => chunk.key === cache.key).flatMap((chunk) => chunk.ids));
  const ids = Object.keys(cache.inserted).filter(
    (id) => !sent.has(id) && typeof cache.inserted[id] === 'string' && cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  return { key: cache.key, ids, css: ids.map((id) => cache.inserted[id]).join('') };
}

/**
 * One `<style>` per run of chunks with the same key, in their order (a page has about 90 chunks,
 * nearly all of one key): emotion's browser cache moves every server `<style data-emotion>` to
 * the end of the head as it starts, one DOM move each. Inline beside the elements, the same rules
 * were repeated wherever a component recurs (the registration's first step: 91.6 KB of HTML, now
 * 70.3; 10.8 KB brotli, now 10.0). A tag naming several ids
 * is what emotion's own `extractCritical` writes; the browser cache marks each id inserted. Global
 * styles keep their own tags (`<key>-global`), where `<Global>` looks for them.
 */
export function mergeStyleRuns(chunks: EmotionStyleChunk[]): EmotionStyleChunk[] {
  const runs: EmotionStyleChunk[] = [];
  for (const chunk of chunks) {
    const last = runs.at(-1);
    if (last && last.key === chunk.key && !chunk.key.endsWith('-global')) {
      last.ids.push(...chunk.ids);
      last.css += chunk.css;
    } else runs.push({ key: chunk.key, ids: [...chunk.ids], css: chunk.css });
  }
  return runs;
}
