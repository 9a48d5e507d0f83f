/** Grey rows where notifications will be, while they load. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="px-4 py-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing to key by
        <div key={i} aria-hidden="true" className="flex animate-pulse items-start gap-3 py-3">
          <span className="size-10 shrink-0 rounded-full bg-stone-200" />
          <span className="flex-1 space-y-2">
            <span className="block h-3 w-4/5 rounded bg-stone-200" />
            <span className="block h-3 w-1/4 rounded bg-stone-200" />
          </span>
        </div>
      ))}
    </div>
  );
}
