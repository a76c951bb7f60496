import { Field } from "~/components/form/field";
import type { StaffCasePayment } from "~/components/server-data";
import { m } from "~/i18n/paraglide/messages";
import { answerFor, paymentsPart } from "~/staff/case-page";
import { gatewayWords, paymentStateWords, whoWords } from "~/staff/case-words";
import { amountWords, whenWords } from "~/staff/today-words";
import {
  CaseForm,
  type CasePartProps,
  CaseSection,
  NoneYet,
  errorsOf,
  muted,
  PartNotice,
  primaryButton,
  smallButton,
  typedOr,
} from "./case-form-parts";

function PaymentLines({ payment: p, names }: { payment: StaffCasePayment; names: Record<string, string> }) {
  return (
    <>
      <p className="m-0 font-semibold text-gray-900">
        {m.staff_case_payment_line({
          service: p.serviceName,
          amount: amountWords(p.amount, p.currency),
          status: paymentStateWords(p.status),
        })}
      </p>
      <p className={`m-0 break-all ${muted}`}>
        {m.staff_case_payment_ref({ txRef: p.txRef, gateway: gatewayWords(p.gateway) })}
      </p>
      <p className={`m-0 ${muted}`}>
        <time dateTime={p.createdAt}>{whenWords(p.createdAt)}</time>
      </p>
      {p.attachedBy && (
        <p className={`m-0 ${muted}`}>{m.staff_case_payment_attached_by({ who: whoWords(p.attachedBy, names) })}</p>
      )}
    </>
  );
}

/**
 * The payments on the case; the /services payments made with the student's e-mail, on no case, each with its Attach
 * button; and any other one attached by its reference.
 */
export function CasePayments({ staffCase, names, state }: CasePartProps) {
  const part = paymentsPart();
  const answer = answerFor(state, part);
  const reference = staffCase.application.reference;
  return (
    <CaseSection id="payments-heading" title={m.staff_case_payments_title()}>
      <div id={part} className="scroll-mt-4">
        <PartNotice state={state} part={part} />
        {staffCase.payments.length === 0 ? (
          <NoneYet>{m.staff_case_payments_none()}</NoneYet>
        ) : (
          <ul className="m-0 mt-3 grid list-none gap-3 p-0" data-testid="case-payments">
            {staffCase.payments.map((payment) => (
              <li key={payment.id} className="card p-4" data-tx-ref={payment.txRef}>
                <PaymentLines payment={payment} names={names} />
              </li>
            ))}
          </ul>
        )}
        <h3 className="m-0 mt-6 text-base font-bold text-gray-900">{m.staff_case_attachable_title()}</h3>
        {staffCase.attachablePayments.length === 0 ? (
          <NoneYet>{m.staff_case_attachable_none()}</NoneYet>
        ) : (
          <ul className="m-0 mt-3 grid list-none gap-3 p-0" data-testid="case-attachable">
            {staffCase.attachablePayments.map((payment) => (
              <li key={payment.id} className="card p-4" data-tx-ref={payment.txRef}>
                <PaymentLines payment={payment} names={names} />
                <CaseForm
                  reference={reference}
                  part={part}
                  intent="attach"
                  label={m.staff_case_attach({ txRef: payment.txRef })}
                  className="mt-3"
                >
                  <input type="hidden" name="txRef" value={payment.txRef} />
                  <button type="submit" className={smallButton}>
                    {m.staff_case_attach({ txRef: payment.txRef })}
                  </button>
                </CaseForm>
              </li>
            ))}
          </ul>
        )}
        <CaseForm
          reference={reference}
          part={part}
          intent="attach"
          label={m.staff_case_label_tx_ref()}
          className="card mt-4 grid gap-3 p-4"
        >
          <Field
            id="attach-tx-ref"
            name="txRef"
            label={m.staff_case_label_tx_ref()}
            hint={m.staff_case_tx_ref_hint()}
            errors={errorsOf(answer, "txRef")}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="off"
                spellCheck={false}
                defaultValue={typedOr(answer, "txRef", "")}
              />
            )}
          </Field>
          <div>
            <button type="submit" className={primaryButton}>
              {m.staff_case_attach_by_ref()}
            </button>
          </div>
        </CaseForm>
      </div>
    </CaseSection>
  );
}
