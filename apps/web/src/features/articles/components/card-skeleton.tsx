/** A grey card where an article will be, while the feed loads. */
export function CardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex items-center gap-3">
        <span className="size-10 rounded-full bg-stone-200" />
        <span className="flex-1 space-y-2">
          <span className="block h-3 w-1/3 rounded bg-stone-200" />
          <span className="block h-3 w-1/4 rounded bg-stone-200" />
        </span>
      </div>
      <span className="mt-4 block h-5 w-4/5 rounded bg-stone-200" />
      <span className="mt-3 block h-3 w-full rounded bg-stone-200" />
      <span className="mt-2 block h-3 w-full rounded bg-stone-200" />
      <span className="mt-2 block h-3 w-2/3 rounded bg-stone-200" />
      <span className="mt-4 block h-3 w-1/3 rounded bg-stone-200" />
    </div>
  );
}
