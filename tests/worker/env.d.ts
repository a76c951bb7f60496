declare module "cloudflare:workers" {
  interface ProvidedEnv {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
}
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
}
