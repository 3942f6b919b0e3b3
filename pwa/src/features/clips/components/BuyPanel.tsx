import { useAuthPrompt } from '../../../lib/authPrompt.tsx';
import { formatBaht } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { authPrompt, clipDetail } from '../../../lib/texts.ts';
import type { Video } from '../api/videoSchema.ts';

/**
 * Price, perks and the buy action. Signed out, buying asks to sign in. Signed in, purchase is not
 * built yet, so the button is disabled and says so instead of pretending to sell.
 */
export function BuyPanel({ video }: { video: Video }) {
  const session = useSession();
  const { openAuth } = useAuthPrompt();
  return (
    <aside className="buy-panel" aria-label={clipDetail.price}>
      <p className="buy-panel__price">{formatBaht(video.price)}</p>
      <h2 className="buy-panel__title">{clipDetail.perksTitle}</h2>
      <ul className="perks">
        {clipDetail.perks.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
      {session ? (
        <>
          <button type="button" className="button button--block" disabled aria-describedby="buy-note">
            {clipDetail.buy}
          </button>
          <p id="buy-note" className="muted small">
            {clipDetail.paymentComingSoon}
          </p>
        </>
      ) : (
        <button
          type="button"
          className="button button--block"
          onClick={() => openAuth({ mode: 'login', reason: authPrompt.buyNeedsSignIn })}
        >
          {clipDetail.signInToBuy}
        </button>
      )}
    </aside>
  );
}
