// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminPaginationSchema } from './adminPagination.ts';
import { ShowingCount } from './AdminList.tsx';

afterEach(cleanup);

describe('the "showing" counter', () => {
  it('says how many of how many', () => {
    render(<ShowingCount shown={10} total={23} />);
    expect(screen.getByRole('status').textContent).toBe('แสดง 10 จาก 23 รายการ');
  });

  it('says "more than" once the server stopped counting', () => {
    render(<ShowingCount shown={10} total={10000} capped />);
    expect(screen.getByRole('status').textContent).toBe('แสดง 10 จากมากกว่า 10,000 รายการ');
  });
});

describe('the admin lists pagination', () => {
  it('reads totalCountCapped leniently', () => {
    const page = { page: 1, limit: 20, totalCount: 10000, totalPages: 500 };
    expect(adminPaginationSchema.parse({ ...page, totalCountCapped: true }).totalCountCapped).toBe(true);
    expect(adminPaginationSchema.parse(page).totalCountCapped).toBeUndefined();
    expect(adminPaginationSchema.parse({ ...page, totalCountCapped: 'yes' })).toEqual(page);
  });
});
