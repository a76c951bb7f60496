import { PaymentIcon } from "./payment-icons";

/**
 * A list of `items` each ticked in green (a service's features, the steps after a payment). `tickClassName` lines
 * the tick up with the text size of the list (`className`).
 */
export function CheckList({
  items,
  className,
  tickClassName,
}: {
  items: readonly string[];
  className: string;
  tickClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <PaymentIcon name="check" className={`${tickClassName} h-4 w-4 shrink-0 text-green-600`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
