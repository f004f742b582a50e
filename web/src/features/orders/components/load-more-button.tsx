/** Load more under a live list: the listener grows by one page; it spins until that arrives. */
export function LoadMoreButton({
  loading,
  onLoadMore,
}: {
  loading: boolean;
  onLoadMore: () => void;
}) {
  return (
    <div className="mt-8 flex justify-center">
      <button
        type="button"
        className="btn btn-outline btn-primary min-w-40"
        onClick={onLoadMore}
        disabled={loading}
      >
        {loading && <span className="loading loading-spinner loading-sm" />}
        {loading ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}
