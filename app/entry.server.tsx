import { isbot } from "isbot";
import { renderToReadableStream, renderToStaticMarkup } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { CspNonceContext } from "./components/csp-nonce";
import { SiteStylesheetContext } from "./components/site-stylesheet";
import { StaticMarkupContext } from "./components/scripts-on-intent";
import { cspNonceContext, siteStylesheetContext, wholeDocumentContext } from "./security/edge-context";
import { pageStylesheet } from "./styles/page-stylesheet.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  // The Content-Security-Policy's nonce (workers/app.ts): on React Router's scripts (<Scripts>,
  // <ScrollRestoration> and the streamed data take it from <ServerRouter>) and React's own inline scripts.
  const nonce = loadContext.get(cspNonceContext) || undefined;
  const stylesheet = pageStylesheet(loadContext.get(siteStylesheetContext), routerContext.staticHandlerContext.matches);

  const body = await renderToReadableStream(
    <SiteStylesheetContext.Provider value={stylesheet}>
      <CspNonceContext.Provider value={nonce}>
        <StaticMarkupContext.Provider value={renderToStaticMarkup}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StaticMarkupContext.Provider>
      </CspNonceContext.Provider>
    </SiteStylesheetContext.Provider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1_000),
      // Data that is ready when the shell goes out is written in place. By default React moves any completed
      // boundary beyond ~12 KB out of place, to be swapped in by an inline script: such pages showed skeletons
      // forever without JavaScript. Boundaries still pending at that moment stream as before.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors while rendering the shell reject the promise above; only log the streaming ones.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Crawlers and no-JS clients get the whole document at once, and so does a page bound for the edge cache;
  // everyone else gets it streamed.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode || loadContext.get(wholeDocumentContext)) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
