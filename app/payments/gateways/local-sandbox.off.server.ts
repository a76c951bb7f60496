import type * as LocalSandbox from "./local-sandbox.server";

// What a build without the local sandbox gateways has in place of local-sandbox.server.ts (vite.config.ts swaps
// it in unless SANDBOX_GATEWAYS=on): the same exports, and no sandbox code behind them.

export const sandboxGatewayFor: typeof LocalSandbox.sandboxGatewayFor = (name) => {
  throw new Error(
    `PAYMENT_GATEWAY names the local sandbox '${name}' but this build has none: build with SANDBOX_GATEWAYS=on for a local run (npm start does), or configure Flutterwave/Paystack (README, Deploy).`,
  );
};

export const sandboxApiAnswer: typeof LocalSandbox.sandboxApiAnswer = () => undefined;
