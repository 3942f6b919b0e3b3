// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyFields, type Draft } from '../drafts/draft.ts';
import { DraftsList } from './DraftsList.tsx';

const draft = (id: string, title: string, overrides: Partial<Draft>): Draft => ({
  id,
  ownerUid: 'seller-1',
  fields: { ...emptyFields, title },
  video: null,
  covers: null,
  state: 'draft',
  progress: 0,
  error: null,
  tusUrl: null,
  receipt: null,
  createdAt: 1,
  updatedAt: Date.parse('2026-11-21T03:00:00Z'),
  ...overrides,
});

afterEach(cleanup);

describe('DraftsList', () => {
  const drafts = [
    draft('a', 'ร่าง', {}),
    draft('b', 'รอเน็ต', { state: 'queued' }),
    draft('c', 'กำลังส่ง', { state: 'uploading', progress: 63 }),
    draft('d', 'ล้มเหลว', { state: 'failed', error: 'คลิปนี้ถูกอัปโหลดแล้ว' }),
    draft('e', 'เสร็จ', { state: 'done', receipt: { videoId: 'v', sha256: 'f'.repeat(64) } }),
  ];

  it('shows each draft’s state, the failure reason with a retry, and the done receipt', () => {
    const onRetry = vi.fn();
    render(
      <DraftsList
        drafts={drafts}
        currentId={undefined}
        error={null}
        onOpen={vi.fn()}
        onRetry={onRetry}
        onRemove={vi.fn()}
      />,
    );
    const item = (name: string) => within(screen.getByRole('listitem', { name }));
    expect(item('ร่าง').getByText('ฉบับร่าง')).toBeTruthy();
    expect(item('รอเน็ต').getByText('รอการเชื่อมต่ออินเทอร์เน็ต')).toBeTruthy();
    expect(item('กำลังส่ง').getByText('กำลังอัปโหลด 63%')).toBeTruthy();
    expect(item('กำลังส่ง').getByRole('progressbar').getAttribute('aria-valuenow')).toBe('63');
    expect(item('ล้มเหลว').getByText('คลิปนี้ถูกอัปโหลดแล้ว')).toBeTruthy();
    fireEvent.click(item('ล้มเหลว').getByRole('button', { name: 'ลองอัปโหลดใหม่' }));
    expect(onRetry).toHaveBeenCalledWith('d');
    expect(item('เสร็จ').getByText('อัปโหลดแล้ว รอการตรวจสอบ')).toBeTruthy();
    expect(item('เสร็จ').getByText('f'.repeat(64))).toBeTruthy();
  });

  it('deletes only after confirmation', () => {
    const onRemove = vi.fn();
    render(
      <DraftsList
        drafts={drafts}
        currentId="a"
        error={null}
        onOpen={vi.fn()}
        onRetry={vi.fn()}
        onRemove={onRemove}
      />,
    );
    fireEvent.click(
      within(screen.getByRole('listitem', { name: 'ร่าง' })).getByRole('button', { name: 'ลบ' }),
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(onRemove).not.toHaveBeenCalled();

    fireEvent.click(
      within(screen.getByRole('listitem', { name: 'ร่าง' })).getByRole('button', { name: 'ลบ' }),
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'ลบ' }));
    expect(onRemove).toHaveBeenCalledWith('a');
  });
});
