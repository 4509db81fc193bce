import type { Profile } from '../../storage/profiles';

/** Home's achievements: each player who has earned any, with what (and how many times); nothing when nobody has. */
export function Achievements({ people }: { people: readonly Profile[] }) {
  const earned = people.filter((p) => Object.keys(p.awards).length > 0);
  if (earned.length === 0) return null;
  return (
    <section aria-labelledby="achievements">
      <h2 id="achievements">Achievements</h2>
      <ul class="panel">
        {earned.map((p) => (
          <li key={p.name}>
            <strong>{p.name}</strong>:{' '}
            {Object.values(p.awards)
              .map((a) => (a.count > 1 ? `${a.title} ×${a.count}` : a.title))
              .join(', ')}
          </li>
        ))}
      </ul>
    </section>
  );
}
