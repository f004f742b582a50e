/** Grey rows where a table's data will be; `label` (translated) names what is loading. */
export function TableSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4"
    >
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="skeleton h-12 w-full" />
      ))}
    </div>
  );
}
