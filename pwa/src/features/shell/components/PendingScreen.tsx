import { common } from '../../../lib/texts.ts';

export function PendingScreen() {
  return (
    <div className="state-screen" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>{common.loading}</p>
    </div>
  );
}
