/** Ribbon Fair's rules in short (docs/games/ribbon-fair.md; docs/house-rules.md "Ribbon Fair"). */
export function Rules() {
  return (
    <div class="stack">
      <p>
        Each round a ribbon goes up (“Most Squeaky”) and the stalls pin one secret entry to it (“A rubber duck”). The judge awards the ribbon. First stall to
        the target wins the fair: 8 ribbons with 3 or 4 stalls, 7 with 5, 6 with 6, 5 with 7, 4 with 8.
      </p>
      <h3>Judging styles</h3>
      <ul>
        <li>Rotating Judge: the stall holding the rosette sits the pin out and picks the winner. The rosette passes to the next stall.</li>
        <li>AI Judge: Judge Marigold awards the ribbon.</li>
        <li>
          Crowd Favourite: every stall votes in secret for an entry not its own. Most votes wins; Judge Marigold breaks ties; no votes sets the ribbon aside.
        </li>
      </ul>
      <h3>Judge Marigold</h3>
      <p>The table chooses how she picks, for AI Judge and for the crowd’s ties:</p>
      <ul>
        <li>Picks at random (as the rule text has it, and the default): any entry may win, and the log says “Judge Marigold picks at random.”</li>
        <li>
          Judges with taste: she picks the entry that best fits the ribbon (“Most Squeaky”: a rubber duck over a grumpy goose) and says why in one sentence on
          the award and in the log. “Least …” ribbons go to the entry with the least of it. Entries that fit equally well are settled at random. She judges on
          the phone, with no network.
        </li>
      </ul>
      <h3>A round</h3>
      <ol>
        <li>Pin: pass the phone; each entrant pins one card face down. It cannot be taken back. A stall with no cards sits out.</li>
        <li>The entries are shuffled face up; nobody sees who played which.</li>
        <li>Award: the winner takes the ribbon. One entry wins at once; no entries sets the ribbon aside.</li>
        <li>Next ribbon: entries are discarded and each stall that pinned draws back to 7 while the deck lasts.</li>
      </ol>
      <h3>Fresh hand</h3>
      <p>Once per fair, before you pin, you may discard your hand and draw 7. You still pin this round.</p>
      <h3>Clocks</h3>
      <p>
        45 s to pin (your clock starts when you open your hand), 30 s to judge or vote; each 20–90 s or off (five minutes). Out of time: unpinned stalls sit
        out, a random entry wins, missing votes abstain, the award panel moves on.
      </p>
      <h3>Leaving</h3>
      <p>
        A stall that has not pinned or voted this round may leave: its ribbons stay on the standings, its hand leaves play. If the judge leaves, the entries go
        back and the ribbon is set aside. Below 3 stalls (2 with AI Judge) the fair is crowned at once.
      </p>
      <h3>Winning</h3>
      <p>
        When a stall reaches the target, most ribbons wins; ties share. Out of ribbons: no winner. Achievements: Blue Ribbon (win the fair), Fresh Start (win
        after taking your fresh hand).
      </p>
    </div>
  );
}
