// Writes public/images/share/istanbul-study-gateway.jpg, the 1200x630 link preview picture (JPEG) (Open Graph, Twitter
// card) every page names. Committed; run `node scripts/generate-share-image.mjs` again only to redraw it.
// Drawn by Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium) from the skyline of public/images/hero/.
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM } from "./measure-kit.mjs";

const skyline = readFileSync(new URL("../public/images/hero/istanbul-skyline.svg", import.meta.url), "utf8");
const out = new URL("../public/images/share/istanbul-study-gateway.jpg", import.meta.url);

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;position:relative;overflow:hidden;font-family:sans-serif;color:#fff;
  background:linear-gradient(160deg,#0c2b56 0%,#1d4f91 70%,#f08a24 140%)">
  <div style="position:absolute;left:80px;top:90px;right:80px">
    <div style="font-size:34px;font-weight:600;color:#ffc58a;letter-spacing:1px">ISTANBUL STUDY GATEWAY</div>
    <div style="margin-top:28px;font-size:68px;font-weight:800;line-height:1.1">Study at Istanbul's leading private universities</div>
    <div style="margin-top:28px;font-size:32px;color:#dbe7f7">7 partner universities · tuition in USD · visa support</div>
  </div>
  <div style="position:absolute;left:0;right:0;bottom:0;opacity:.35">${skyline.replace("<svg ", '<svg style="width:1200px;height:267px;display:block" ')}</div>
</div></body></html>`;

const browser = await chromium.launch(CHROMIUM);
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: out.pathname, type: "jpeg", quality: 80 });
await browser.close();
console.log(`wrote ${out.pathname}`);
