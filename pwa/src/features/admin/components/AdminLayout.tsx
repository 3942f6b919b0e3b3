import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { clearSession } from '../../../lib/session.ts';
import { common } from '../../../lib/texts.ts';
import { admin } from '../adminTexts.ts';
import '../shared/adminShared.css';

const menu = [
  { to: '/admin', label: admin.dashboard, exact: true },
  { to: '/admin/users', label: admin.users, exact: false },
  { to: '/admin/videos', label: admin.videos, exact: false },
  { to: '/admin/transactions', label: admin.transactions, exact: false },
  { to: '/admin/payouts', label: admin.payouts, exact: false },
  { to: '/admin/complaints', label: admin.complaints, exact: false },
  { to: '/admin/requests', label: admin.requests, exact: false },
  { to: '/admin/audit', label: admin.audit, exact: false },
] as const;

/** The back office frame: a side menu and the admin's own logout (clears and goes to /). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const logout = () => {
    clearSession();
    void navigate({ to: '/' });
  };
  return (
    <div className="admin">
      <aside className="admin__side">
        <p className="admin__title">{admin.title}</p>
        <nav aria-label={admin.menuLabel}>
          <ul className="admin__menu">
            {menu.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  activeOptions={{ exact: item.exact }}
                  className="admin__link"
                  activeProps={{ className: 'admin__link--active' }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="button button--ghost admin__logout" onClick={logout}>
          {common.logout}
        </button>
      </aside>
      <div className="admin__main">{children}</div>
    </div>
  );
}
