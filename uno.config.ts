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

export default defineConfig({
  presets: [presetWind3()],
  preflights: [{ getCSS: () => reset }],
  transformers: [transformerVariantGroup()],
  theme: {
    colors: {
      brand: {
        50: "#eef6ff",
        100: "#d9eaff",
        500: "#1d6fd8",
        600: "#155bb8",
        700: "#124a94",
        900: "#0c2b56",
      },
      accent: {
        500: "#e4572e",
        600: "#c8451f",
      },
    },
  },
  shortcuts: {
    container: "mx-auto w-full max-w-6xl px-4 sm:px-6",
    "btn-primary":
      "inline-flex items-center justify-center gap-2 rounded-lg bg-accent-500 px-5 py-2.5 font-semibold text-white hover:bg-accent-600 focus-visible:(outline-none ring-2 ring-accent-500 ring-offset-2) disabled:opacity-60",
    "btn-secondary":
      "inline-flex items-center justify-center gap-2 rounded-lg border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:(outline-none ring-2 ring-brand-500 ring-offset-2)",
    "btn-brand":
      "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 focus-visible:(outline-none ring-2 ring-brand-500 ring-offset-2) disabled:opacity-60",
    card: "rounded-xl border border-gray-200 bg-white shadow-sm",
    "form-input":
      "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:(border-brand-500 outline-none ring-2 ring-brand-100)",
    "form-input-error": "border-red-500 focus:(border-red-500 ring-red-100)",
    "form-error": "mt-1 text-sm text-red-600",
    skeleton: "animate-pulse rounded bg-gray-200",
  },
});
