import { useState, type ReactNode } from 'react';
import { Modal } from '../../../components/Modal.tsx';
import { Tabs } from '../../../components/Tabs.tsx';
import { adminCommon as t } from './adminSharedTexts.ts';
import type { HistoryEntityType } from './getEntityHistory.ts';
import { HistoryTab } from './HistoryTab.tsx';

const TABS = ['details', 'history'] as const;
type Tab = (typeof TABS)[number];

interface AdminDetailModalProps {
  title: string;
  /** Whose history the second tab shows. */
  entity: { type: HistoryEntityType; id: string };
  onClose: () => void;
  /** The details tab. */
  children: ReactNode;
  /** Buttons under both tabs (e.g. refund, mark paid), besides close. */
  actions?: ReactNode;
}

/** Every admin detail popup: a details tab and a "history" tab (who did what, when). */
export function AdminDetailModal({ title, entity, onClose, children, actions }: AdminDetailModalProps) {
  const [tab, setTab] = useState<Tab>('details');
  return (
    <Modal title={title} onClose={onClose}>
      <Tabs
        tabs={TABS}
        active={tab}
        onChange={setTab}
        label={t.tabsLabel}
        names={{ details: t.detailsTab, history: t.historyTab }}
      >
        {tab === 'details' ? children : <HistoryTab entityType={entity.type} entityId={entity.id} />}
      </Tabs>
      <div className="modal__actions">
        {actions}
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </Modal>
  );
}
