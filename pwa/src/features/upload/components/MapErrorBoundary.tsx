/** A local boundary: a map that fails to render leaves the rest of the upload form working. */
import { Component, type ReactNode } from 'react';
import { upload as t } from '../uploadTexts.ts';

interface State {
  failed: boolean;
}

export class MapErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="upload-map__failed" role="alert">
        <p>{t.map.failed}</p>
        <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
          {t.map.reload}
        </button>
      </div>
    );
  }
}
