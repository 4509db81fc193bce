import { useState } from 'preact/hooks';

/** A pairing code's text, for a phone without a camera: selectable, with a Copy button. */
export function CodeText({ text, id }: { text: string; id: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div class="code-text">
      <label for={id}>Or copy this code's text to the other phone</label>
      <textarea id={id} readOnly rows={4} value={text} onFocus={(e) => e.currentTarget.select()} />
      <button
        type="button"
        class="btn"
        onClick={() =>
          navigator.clipboard?.writeText(text).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? 'Copied' : 'Copy the text'}
      </button>
    </div>
  );
}

/**
 * A box to paste the other phone's code text into, for a phone without a camera (not a form of its own, so it
 * can sit inside the setup form). `onEdit` is told when the text changes (a message about the last text it held goes).
 */
export function PasteCode({ id, label, onCode, onEdit }: { id: string; label: string; onCode(text: string): void; onEdit?(): void }) {
  const [text, setText] = useState('');
  return (
    <div class="code-paste">
      <label for={id}>{label}</label>
      <textarea
        id={id}
        rows={3}
        value={text}
        onInput={(e) => {
          setText(e.currentTarget.value);
          onEdit?.();
        }}
      />
      <button type="button" class="btn" disabled={text.trim() === ''} onClick={() => onCode(text)}>
        Use this code
      </button>
    </div>
  );
}
