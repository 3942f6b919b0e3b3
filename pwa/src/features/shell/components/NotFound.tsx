import { Link } from '@tanstack/react-router';
import { notFound } from '../shellTexts.ts';

export function NotFound() {
  return (
    <section className="state-screen">
      <p className="state-screen__code" aria-hidden="true">
        404
      </p>
      <h1>{notFound.title}</h1>
      <p className="muted">{notFound.body}</p>
      <Link to="/" className="button">
        {notFound.backHome}
      </Link>
    </section>
  );
}
