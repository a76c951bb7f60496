import { defineConfig, presetWind3, transformerVariantGroup } from "unocss";

export default defineConfig({
  presets: [presetWind3()],
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
