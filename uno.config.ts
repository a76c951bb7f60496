import { defineConfig, presetWind3, transformerVariantGroup } from "unocss";

// presetWind3 ships no element reset; this is the essential part of Tailwind's preflight (lists without bullets,
// links and headings inheriting, border-box, block images) so utilities alone decide how things look.
const reset = `*,::before,::after{box-sizing:border-box;border:0 solid #e5e7eb}
html{line-height:1.5;-webkit-text-size-adjust:100%;tab-size:4;font-family:ui-sans-serif,system-ui,sans-serif}
body{margin:0;line-height:inherit}
h1,h2,h3,h4,h5,h6{font-size:inherit;font-weight:inherit}
a{color:inherit;text-decoration:inherit}
b,strong{font-weight:bolder}
code,kbd,samp,pre{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:1em}
table{text-indent:0;border-color:inherit;border-collapse:collapse}
button,input,optgroup,select,textarea{font:inherit;color:inherit;margin:0;padding:0}
button,[type=button],[type=reset],[type=submit]{-webkit-appearance:button;background-color:transparent;background-image:none}
blockquote,dl,dd,h1,h2,h3,h4,h5,h6,hr,figure,p,pre,fieldset{margin:0}
fieldset,legend{padding:0}
ol,ul,menu{list-style:none;margin:0;padding:0}
textarea{resize:vertical}
input::placeholder,textarea::placeholder{opacity:1;color:#9ca3af}
button,[role=button],summary{cursor:pointer}
:disabled{cursor:default}
img,svg,video,canvas,iframe{display:block;vertical-align:middle}
img,video{max-width:100%;height:auto}
[hidden]{display:none}`;

// One focus indicator for every control: a dark outline with a white inner ring, visible on white and on navy alike.
// Headings and <main> get focus only as targets of navigation (tabindex=-1), where a ring would mean nothing.
const focus = `:focus-visible{outline:3px solid #124a94;outline-offset:2px;box-shadow:0 0 0 2px #fff}
h1[tabindex="-1"]:focus,main[tabindex="-1"]:focus{outline:none;box-shadow:none}`;

// The phone menu is a <details>: while it is open the page behind stays still, with or without JavaScript, and
// everything but the menu is hidden (the header's logo and "Apply Now", the skip link, <main>, the footer, an edge
// banner): out of the Tab order and the accessibility tree, so Tab goes round the menu alone on the pages without
// scripts too (with them, useModalMenu also makes the page inert and cycles Tab itself). The skip link is removed
// outright: a browser that leaves focus on an element made invisible (focus on it, then a tap on ☰) would otherwise
// draw it, focused, behind the menu (issue 50).
const menu = `@media (max-width:1023.98px){html:has(#site-menu[open]){overflow:hidden}
body:has(#site-menu[open])>:not(header),html:has(#site-menu[open]) [data-outside-menu]{visibility:hidden}
html:has(#site-menu[open]) .skip-link{display:none}}`;

// A long list of program cards (/programs, /programs-catalog) is laid out one section at a time, as each comes near
// the screen: the first paint and hydration no longer wait for the layout of 30+ cards below the fold. Until then a
// section holds an estimated height (rows of cards from app/catalogue/card-rows.ts, about 36rem each, plus its heading;
// the browser keeps the real height once it has one). Containment clips painting to the padding box: the padding,
// taken back by the margin, leaves room for the cards' shadows and for the focus ring of the link at the bottom (the
// sections sit in a flex column with a gap, where no space-y margin overrides it).
const renderNear = `.render-near{content-visibility:auto;contain-intrinsic-block-size:auto calc(var(--rows-1)*36rem + 7rem);margin:0 -.5rem -.5rem;padding:0 .5rem .5rem}
@media (min-width:640px){.render-near{contain-intrinsic-block-size:auto calc(var(--rows-2)*36rem + 7rem)}}
@media (min-width:1024px){.render-near{contain-intrinsic-block-size:auto calc(var(--rows-3)*36rem + 7rem)}}`;

// A home page section below the first screen is laid out when it comes near it (the same containment as above): on
// Lighthouse's phone the home page's style and layout work fell from 290-390 ms to 145-190 ms (measurements 0036).
// Not on a section just above a differently coloured one (the testimonials, the footer): axe, and Lighthouse with it,
// reads a colour by hit-testing, and a section not yet laid out let it read the footer's navy under the text.
const renderLater = `.render-later{content-visibility:auto;contain-intrinsic-block-size:auto 48rem}`;

// A tooltip (app/components/tooltip.tsx) without script: shown after 700 ms of hover, at once on focus (a tap focuses).
const tooltip = `.tooltip{visibility:hidden;opacity:0;transition:opacity .15s,visibility 0s .15s}
.group:hover>.tooltip{visibility:visible;opacity:1;transition-delay:.7s}
.group:focus-within>.tooltip{visibility:visible;opacity:1;transition-delay:0s}`;

// Words of the source that UnoCSS would read as utilities: in comments ("filter", "static"), element names ("h2") and
// SVG path data ("m22 2-7 20"). Each would add a rule, and `filter` would add its nine variables to every element
// of every page (style recalculation walks them all).
const notUtilities = ["filter", "backdrop-filter", "static", "h2", "m3", "m5", "m6", "m9", "m22", "my", "ms", "tab"];

// The one-line offer of a page in the visitor's language (app/i18n/language-offer.server.ts), added at the edge, so
// no scanned file names its look: brand-50 ground, brand-700 link (8.6:1), a 44 px tall target.
const languageOffer = `.language-offer{margin:0;background:#eef6ff;text-align:center;font-size:.9375rem}
.language-offer a{display:inline-block;padding:.75rem 1rem;color:#124a94;font-weight:600;text-decoration:underline}`;

export default defineConfig({
  // Only the variables that the utilities in use need go on every element (`*`), not all of them.
  presets: [presetWind3({ preflight: "on-demand" })],
  blocklist: notUtilities,
  preflights: [{ getCSS: () => reset + focus + menu + renderNear + renderLater + tooltip + languageOffer }],
  transformers: [transformerVariantGroup()],
  theme: {
    // Contrast-checked (WCAG 2.2 AA): white on brand-500 and darker, and on accent-500 and darker, is at least
    // 4.5:1; accent-300 is the orange for text on brand-900/700 (8.1:1 and 5:1). Gray text stays at gray-500 or darker.
    colors: {
      brand: {
        50: "#eef6ff",
        100: "#d9eaff",
        200: "#b3d4ff",
        500: "#1d6fd8",
        600: "#155bb8",
        700: "#124a94",
        800: "#0f3a75",
        900: "#0c2b56",
      },
      accent: {
        50: "#fff7ed",
        100: "#ffedd5",
        300: "#ffb38a",
        500: "#c4441c",
        600: "#a8391a",
        700: "#8c2f15",
      },
    },
  },
  shortcuts: {
    container: "mx-auto w-full max-w-6xl px-4 sm:px-6",
    // Primary actions are at least 44 px tall (min-h-11): thumbs, not cursors.
    "btn-primary":
      "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-accent-500 px-5 py-2.5 font-semibold text-white hover:bg-accent-600 disabled:opacity-60",
    "btn-secondary":
      "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50",
    "btn-brand":
      "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60",
    card: "rounded-xl border border-gray-200 bg-white shadow-sm",
    "form-input":
      "block min-h-11 w-full rounded-lg border border-gray-500 bg-white px-3 py-2 text-gray-900 focus:border-brand-600",
    "form-input-error": "border-red-500 focus:border-red-500",
    "form-error": "mt-1 text-sm text-red-600",
    skeleton: "animate-pulse rounded bg-gray-200",
  },
});
