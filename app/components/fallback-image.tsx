import { useCallback, useState, type ImgHTMLAttributes } from "react";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> & {
  src: string;
  /** Shown instead when `src` fails; without it a broken image is hidden. */
  fallbackSrc?: string;
};

/**
 * An <img> that hides itself (or swaps to a placeholder) when it fails to load. An image can fail before React
 * hydrates and attaches onError, so the ref also checks whether the browser already gave up on it.
 */
export function FallbackImage({ src, fallbackSrc, ...props }: Props) {
  const [stage, setStage] = useState<"primary" | "fallback" | "hidden">("primary");
  const fail = useCallback(
    () => setStage((s) => (s === "primary" && fallbackSrc ? "fallback" : "hidden")),
    [fallbackSrc],
  );
  const checkAlreadyBroken = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0) fail();
    },
    [fail],
  );
  if (stage === "hidden") return null;
  return (
    // biome-ignore lint/a11y/useAltText: alt comes with the props, as callers pass it
    <img
      {...props}
      ref={checkAlreadyBroken}
      src={stage === "fallback" && fallbackSrc ? fallbackSrc : src}
      onError={fail}
      data-fallback={stage === "fallback" ? "" : undefined}
    />
  );
}
