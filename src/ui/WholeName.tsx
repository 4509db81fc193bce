/**
 * A player's name in a heading, kept whole (base.css `.whole-name`): it never breaks inside itself onto a second line,
 * and where the line is too short for it (a 12-letter name at 200% text on a 360 px phone) it shrinks to the width
 * of its container rather than be cut. The heading's other words still wrap before it.
 */
export function WholeName({ name }: { name: string }) {
  return (
    <span class="whole-name" style={`--name-len: ${Math.max(1, [...name].length)}`}>
      {name}
    </span>
  );
}
