import { getDb } from "~/db/client.server";
import { deferred } from "~/lib/deferred.server";
import { listServices } from "~/models/service-rows.server";

/** /services — the support packages and add-ons (awaited: the page lists them in two groups). */
export async function loadServicesPage() {
  const services = await deferred("services: catalogue", listServices(getDb()));
  return services.ok
    ? {
        packages: services.data.filter((s) => s.kind === "package"),
        addons: services.data.filter((s) => s.kind === "addon"),
        failed: false,
      }
    : { packages: [], addons: [], failed: true };
}
