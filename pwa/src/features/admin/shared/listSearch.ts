/**
 * The paging of an admin list's URL state: every filter, search or sort change goes back to page 1
 * (admin spec §5), and page 1 stays out of the address.
 */
export function listSearch<S extends { page?: number }>(search: S, onSearchChange: (next: S) => void) {
  return {
    page: search.page ?? 1,
    filter: (patch: Partial<Omit<S, 'page'>>) => onSearchChange({ ...search, ...patch, page: undefined }),
    goTo: (page: number) => onSearchChange({ ...search, page: page > 1 ? page : undefined }),
  };
}

/** The page count of a list the server counts but does not page for us. */
export const pagesOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
