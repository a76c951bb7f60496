import { SkeletonBars } from "./skeleton";

/** Placeholder for a program card while its data streams in (3 on a university page, 4 compact on the home page). */
export function ProgramCardSkeleton({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return (
      <div className="card flex items-center gap-3 p-4" data-testid="program-card-skeleton" aria-hidden="true">
        <div className="skeleton h-10 w-10 rounded-full" />
        <div className="flex-1 space-y-2">
          <SkeletonBars bars={["h-4 w-3/4", "h-3 w-1/2"]} />
        </div>
      </div>
    );
  }
  return (
    <div className="card overflow-hidden" data-testid="program-card-skeleton" aria-hidden="true">
      <div className="skeleton h-40 rounded-none" />
      <div className="space-y-3 p-5">
        <SkeletonBars bars={["h-5 w-2/3", "h-3 w-1/3", "h-3 w-full", "h-3 w-5/6", "h-9 w-28"]} />
      </div>
    </div>
  );
}
