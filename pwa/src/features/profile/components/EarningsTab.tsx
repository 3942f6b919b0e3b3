import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Pager } from '../../../components/Pager.tsx';
import { PAYOUT_MINIMUM_BAHT, PRICE_MIN_BAHT } from '../../../../../events/constants.ts';
import { fromBaht } from '../../../../../events/money.ts';
import { platformShare, sellerShare } from '../../../../../events/saleShares.ts';
import { formatBaht, formatSatang, formatThaiDate } from '../../../lib/format.ts';
import { profile } from '../profileTexts.ts';
import { earningsQueryOptions } from '../api/getEarnings.ts';
import { QueryStates } from '../../../lib/QueryStates.tsx';

const t = profile.earnings;

interface EarningsTabProps {
  /** Whether a payout account is on file; without one the tab asks for it first. */
  hasBankAccount: boolean;
  /** Opens the personal tab, where the bank account is set. */
  onSetBank: () => void;
}

/** How a sale becomes earnings and when they are paid, from the fee and payout constants. */
function HowEarningsWork() {
  const example = fromBaht(PRICE_MIN_BAHT);
  return (
    <section className="earnings__how" aria-labelledby="earnings-how">
      <h2 id="earnings-how">{t.howTitle}</h2>
      <p>
        <strong>{t.split}</strong>
      </p>
      <p className="muted small">
        {t.splitExample(
          formatSatang(example),
          formatSatang(platformShare(example)),
          formatSatang(sellerShare(example)),
        )}
      </p>
      <p>{t.payoutRule(formatBaht(PAYOUT_MINIMUM_BAHT))}</p>
    </section>
  );
}

/**
 * The earnings tab (sellers only; spec §2 Profile, §3 Earnings): balance, total and the sales, paged
 * in place (the totals are over every sale); test money, which is never paid out, labelled
 * โหมดทดสอบ apart from them (issue 15). It explains the split and the payout rule, and asks for a
 * bank account while none is set.
 */
export function EarningsTab({ hasBankAccount, onSetBank }: EarningsTabProps) {
  const [page, setPage] = useState(1);
  const query = useQuery(earningsQueryOptions(page));

  if (!query.isSuccess) return <QueryStates query={query} failed={profile.loadFailed} />;

  const { pendingPayout, totalEarned, testEarned, history, pagination } = query.data;
  const hasTestMoney = testEarned !== 0 || history.some((sale) => sale.testMode);
  return (
    <section className="earnings">
      {!hasBankAccount && (
        <div className="earnings__no-bank" role="status">
          <p>
            <strong>{t.noBank}</strong>
          </p>
          <p className="small">{t.noBankHow}</p>
          <button type="button" className="button" onClick={onSetBank}>
            {t.setBank}
          </button>
        </div>
      )}
      <dl className="earnings__summary" aria-label={t.summaryLabel}>
        <div className="earnings__figure">
          <dt>{t.pendingPayout}</dt>
          <dd>{formatBaht(pendingPayout)}</dd>
        </div>
        <div className="earnings__figure">
          <dt>{t.totalEarned}</dt>
          <dd>{formatBaht(totalEarned)}</dd>
        </div>
        {hasTestMoney && (
          <div className="earnings__figure">
            <dt>
              <span className="badge badge--warn">{t.testMode}</span> {t.testEarned}
            </dt>
            <dd>{formatBaht(testEarned)}</dd>
          </div>
        )}
      </dl>
      {hasTestMoney && <p className="muted small">{t.testModeNote}</p>}

      <HowEarningsWork />

      <h2>{t.historyTitle}</h2>
      {history.length === 0 ? (
        <div className="state-screen state-screen--inline">
          <p className="muted">{t.empty}</p>
          <Link to="/upload" className="button">
            {t.toUpload}
          </Link>
        </div>
      ) : (
        <ul className="sales" aria-label={t.historyLabel}>
          {history.map((sale, index) => (
            // Sales carry no id in the answer; the list is replaced whole, never reordered in place.
            <li key={index} className="sale">
              <div>
                <strong className="sale__title">{sale.videoTitle}</strong>
                {sale.testMode && <span className="badge badge--warn">{t.testMode}</span>}
                <p className="muted small">
                  {sale.soldAt && `${t.soldAt} ${formatThaiDate(sale.soldAt)} · `}
                  {t.buyer} {sale.buyerName ?? t.unknownBuyer}
                </p>
              </div>
              <span className="price">{formatBaht(sale.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} totalPages={pagination.totalPages} label={t.pagination} onPageChange={setPage} />
    </section>
  );
}
