/**
 * A local boundary: a map that fails to render leaves the rest of the page working (the upload and
 * request forms, the request board and page). `message` says what still works there; the forms'
 * words are the default.
 */
import { Component, type ReactNode } from 'react';
import { pinMapTexts as t } from './pinMapTexts.ts';
import './pinMap.css';

interface State {
  failed: boolean;
}

interface Props {
  children: ReactNode;
  message?: string;
}

export class MapErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="pin-map__failed" role="alert">
        <p>{this.props.message ?? t.failed}</p>
        <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
          {t.reload}
        </button>
      </div>
    );
  }
}
