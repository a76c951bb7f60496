import { useEffect, useRef } from "react";
import type { GatewayFailover } from "~/payments/payment-schema";
import { m } from "~/i18n/paraglide/messages";
import { PaymentIcon } from "./payment-icons";

/**
 * 'Pay with Paystack instead', shown when the primary gateway could not start the checkout: a plain POST form
 * (the same with and without JavaScript) carrying only the failed payment's reference; the server switches that
 * payment to the other gateway and sends the payer to its checkout. When it appears after a post with
 * JavaScript, it takes the focus (and so comes into view on a phone); without, the action's #fragment scrolls to it.
 */
export function FailoverOffer({
  failover,
  txRef,
  action,
}: {
  failover: GatewayFailover;
  txRef: string;
  action: string;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <form method="post" action={action} className="mt-6 grid gap-2" data-testid="payment-failover">
      <input type="hidden" name="intent" value="failover" />
      <input type="hidden" name="txRef" value={txRef} />
      <button ref={button} type="submit" className="btn-primary border-0">
        <PaymentIcon name="lock" className="h-4 w-4" />
        {m.payments_failover_button({ gateway: failover.label })}
      </button>
      <p className="text-xs text-gray-500">{m.payments_failover_note({ gateway: failover.label })}</p>
    </form>
  );
}
