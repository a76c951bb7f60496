import { numberFormat } from "~/i18n/intl";
import { m } from "~/i18n/paraglide/messages";

const STAR_PATH = "M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z";

/**
 * Stars for a rating text such as '4.5': the whole part gives full stars and a decimal part adds one half star.
 * A zero decimal ('4.0') adds none: four and a half stars for a 4.0 rating would misstate it.
 */
export function starsFor(rating: string) {
  const value = Number.parseFloat(rating);
  if (!Number.isFinite(value) || value <= 0) return { value: 0, full: 0, half: false };
  const clamped = Math.min(value, 5);
  const full = Math.floor(clamped);
  return { value: clamped, full, half: clamped - full > 0 };
}

function Star({ fill }: { fill: "full" | "half" | "empty" }) {
  return (
    <span className="relative inline-block h-4 w-4" data-star={fill}>
      <svg viewBox="0 0 24 24" className="absolute inset-0 h-4 w-4 fill-gray-200" aria-hidden="true">
        <path d={STAR_PATH} />
      </svg>
      {fill !== "empty" && (
        <span className={`absolute inset-y-0 start-0 overflow-hidden ${fill === "half" ? "w-1/2" : "w-full"}`}>
          <svg viewBox="0 0 24 24" className="h-4 w-4 fill-amber-400" aria-hidden="true">
            <path d={STAR_PATH} />
          </svg>
        </span>
      )}
    </span>
  );
}

/**
 * The rating as the page's language writes a decimal ('4,5' in French), with as many decimals as the text has; a
 * text that is not a number stays as it is.
 */
function ratingText(rating: string, value = Number.parseFloat(rating)) {
  if (!/^\d+(\.\d+)?$/.test(rating.trim()) || !Number.isFinite(value)) return rating;
  const decimals = rating.trim().split(".")[1]?.length ?? 0;
  return numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

export function StarRating({ rating }: { rating: string }) {
  const { full, half } = starsFor(rating);
  const shown = ratingText(rating);
  const fills = Array.from({ length: 5 }, (_, i): "full" | "half" | "empty" =>
    i < full ? "full" : i === full && half ? "half" : "empty",
  );
  return (
    <span className="inline-flex items-center gap-1.5" data-testid="star-rating">
      <span
        className="inline-flex gap-0.5"
        role="img"
        aria-label={m.content_star_rating_label({ rating: shown, max: ratingText("5.0") })}
      >
        {fills.map((fill, i) => (
          <Star key={i} fill={fill} />
        ))}
      </span>
      <span className="text-sm font-medium text-gray-700">{shown}</span>
    </span>
  );
}
