import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { StandingsProps } from '../../games/contract';
import { shelf } from '../../games/registry';
import { records } from '../shell/services';

/** A game's standings view and the records it reads. */
interface Drawn {
  id: string;
  Standings: ComponentType<StandingsProps>;
}

/**
 * Home's standings of the games that carry a record from match to match (Red Blue Gold's seasons): each such game
 * (`meta.carries`) is loaded only when this phone keeps a carried record, so Home stays small.
 */
export function CarriedStandings() {
  const [kept, setKept] = useState<readonly (readonly [string, unknown])[]>([]);
  const [drawn, setDrawn] = useState<Drawn[]>([]);
  useEffect(() => {
    const store = records.value;
    if (!store) return;
    let live = true;
    store
      .entries()
      .then(async (entries) => {
        if (entries.length === 0) return;
        const games = await Promise.all(shelf.filter((g) => g.carries).map(async (g) => ({ id: g.id, Standings: (await g.load()).ui.Standings })));
        if (!live) return;
        setKept(entries);
        setDrawn(games.filter((g): g is Drawn => g.Standings !== undefined));
      })
      .catch(() => live && setDrawn([]));
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      {drawn.map(({ id, Standings }) => (
        <Standings key={id} records={kept} />
      ))}
    </>
  );
}
