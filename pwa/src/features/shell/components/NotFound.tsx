import { Link } from '@tanstack/react-router';
import { common, errors } from '../../../lib/texts.ts';

export function NotFound() {
  return (
    <section className="state-screen">
      <p className="state-screen__code" aria-hidden="true">
        404
      </p>
      <h1>{errors.notFoundPage}</h1>
      <p className="muted">{errors.notFoundPageBody}</p>
      <Link to="/" className="button">
        {common.backHome}
      </Link>
    </section>
  );
}
