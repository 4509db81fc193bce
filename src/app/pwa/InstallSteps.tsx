import { browserFamily, familyEnv, waysFor, type InstallWay } from './installHow';

function Way({ way }: { way: InstallWay }) {
  return (
    <li>
      {way.where}:{' '}
      {way.steps.map(([text, button], i) => (
        <span key={i}>
          {i > 0 && ', '}
          {text} <strong>{button}</strong>
        </span>
      ))}
      .
    </li>
  );
}

/**
 * How to add Fairground to the home screen: this browser's way first (chosen by {@link browserFamily}
 * from what the browser supports), the other browsers' ways under it.
 */
export function InstallSteps() {
  const family = browserFamily(familyEnv());
  const [first, ...others] = family ? waysFor(family) : [];
  return (
    <ul class="install-steps" data-family={family ?? 'any'}>
      {first ? <Way way={first} /> : waysFor(null).map((w) => <Way key={w.family} way={w} />)}
      {first && (
        <li>
          Other browsers:
          <ul>
            {others.map((w) => (
              <Way key={w.family} way={w} />
            ))}
          </ul>
        </li>
      )}
      <li>Open it once with signal; after that it works with none.</li>
    </ul>
  );
}
