export interface Page {
  page: number;
  limit: number;
}

export function pagination(page: Page, totalCount: number) {
  return {
    page: page.page,
    limit: page.limit,
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / page.limit)),
  };
}

export const offsetOf = (page: Page) => (page.page - 1) * page.limit;
