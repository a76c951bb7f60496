import type { ServerBuild } from "react-router";

// The site has one stylesheet (UnoCSS, ~8 KB gzip), and a <link> to it is the one request a first paint waits for:
// on a slow mobile network that is a round trip more, shared with the 15-25 module preloads React Router names.
// Each page carries it in a <style> in its head instead (docs/decisions/0019-first-paint.md). Client navigations
// keep that <style> (the root layout never unmounts), so nothing is downloaded twice within a visit.

let inlined: Promise<string | undefined> | undefined;

/**
 * The root stylesheet's text, read once per isolate from the static assets. Once read, the root route's manifest
 * entry no longer names the file, so neither `<Links>` nor the client's copy of the manifest (serialized into the
 * same page) links it: server and client agree, and the page hydrates without a mismatch. Every render waits for
 * this promise, so none can see the manifest half-changed. Undefined (the page links the file as before) when
 * there is no asset binding (the dev server) or the read fails; a failed read is tried again on the next request.
 */
export function siteStylesheet(build: ServerBuild, assets: Fetcher | undefined, origin: string) {
  inlined ??= readAndUnlink(build, assets, origin).catch((error: unknown) => {
    console.error("site stylesheet: not inlined:", error);
    inlined = undefined;
    return undefined;
  });
  return inlined;
}

async function readAndUnlink(build: ServerBuild, assets: Fetcher | undefined, origin: string) {
  const root = build.assets.routes.root;
  const [href, ...others] = root?.css ?? [];
  if (!root || !assets || !href || others.length > 0) return undefined;
  const response = await assets.fetch(new URL(href, origin));
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  const css = await response.text();
  // Raw text in a <style> ends at the first "</style": a stylesheet holding one stays a linked file.
  if (/<\/style/i.test(css)) return undefined;
  root.css = [];
  return css;
}
