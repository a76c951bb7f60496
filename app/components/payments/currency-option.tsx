import type { ReactNode } from "react";
import type { PaymentCurrency } from "~/payments/payment-currency";

/** One choice of the currency radio group: a large target (44 px), the chosen one highlighted. */
export function CurrencyOption({
  value,
  initial,
  disabled = false,
  children,
}: {
  value: PaymentCurrency;
  initial: PaymentCurrency;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <label
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg border border-solid border-gray-300 bg-white px-3 text-sm has-[:checked]:(border-brand-600 bg-brand-50 font-semibold text-brand-900) ${disabled ? "cursor-not-allowed text-gray-500" : "cursor-pointer"}`}
    >
      <input
        type="radio"
        name="currency"
        value={value}
        defaultChecked={initial === value}
        disabled={disabled}
        className="h-6 w-6 shrink-0 accent-brand-600"
      />
      {children}
    </label>
  );
}
