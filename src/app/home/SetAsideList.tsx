import type { SetAside } from '../../storage/saves';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { saves } from '../shell/services';
import { downloadJson } from '../../ui/download';

/** Saved records that could not be read: reported, kept, and exportable before they are deleted. */
export function SetAsideList({ items, onChange }: { items: SetAside[]; onChange(): void }) {
  return (
    <section aria-labelledby="set-aside" class="panel">
      <h2 id="set-aside">Saved games that could not be read</h2>
      <p>
        {items.length === 1 ? 'One saved record is' : `${items.length} saved records are`} damaged. They were set aside so the other games still open. Nothing
        was deleted.
      </p>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <div>
              Record {item.key.slice(0, 8)}: {item.reason}
            </div>
            <div class="btn-row">
              <button
                type="button"
                class="btn"
                onClick={async () => downloadJson(`fairground-damaged-${item.key.slice(0, 8)}.json`, await saves.value?.rawSetAside(item.key))}
              >
                Export
              </button>
              <ConfirmButton
                label="Delete"
                danger
                question="Delete this damaged record for good?"
                confirmLabel="Delete"
                onConfirm={async () => {
                  await saves.value?.forgetSetAside(item.key);
                  onChange();
                }}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
