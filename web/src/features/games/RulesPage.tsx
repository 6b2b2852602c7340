import { Link, Navigate, useParams } from 'react-router';
import { gameBySlug } from '../../house-games/catalog';

/** /casino/{slug}/rules */
export default function RulesPage() {
  const { slug } = useParams();
  const game = gameBySlug(slug);
  if (!game) return <Navigate to="/not-found" replace />;
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-[28px] font-bold">{game.name} rules</h1>
      {game.rules.map((line) => (
        <p key={line} className="leading-relaxed text-text-muted">
          {line}
        </p>
      ))}
      <div className="flex gap-4">
        <Link to={`/casino/${game.slug}`} className="font-semibold text-accent hover:underline">
          Play {game.name}
        </Link>
        <Link
          to={`/provablyfair/${game.slug}/overview`}
          className="font-semibold text-accent hover:underline"
        >
          How it is provably fair
        </Link>
      </div>
    </article>
  );
}
