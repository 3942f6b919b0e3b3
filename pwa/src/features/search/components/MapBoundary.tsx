/** A local boundary: a map that fails to render leaves the filters and the list working. */
import { Component, type ReactNode } from 'react';
import { search as t } from '../searchTexts.ts';

export class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="state-screen state-screen--inline" role="alert">
        <p>{t.map.failed}</p>
        <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
          {t.map.reload}
        </button>
      </div>
    );
  }
}
