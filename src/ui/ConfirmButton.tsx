import { useEffect, useRef, useState } from 'preact/hooks';

/** Props of {@link ConfirmButton}. */
export interface ConfirmButtonProps {
  /** Text of the first button, e.g. "Pin this entry". */
  label: string;
  /** The question asked before the move that cannot be undone, e.g. "Pin A rubber duck? It cannot be taken back." */
  question: string;
  /** The first button's accessible name when its text alone does not say to what ("Delete the Horse Fair game with Ana and Ben"). */
  name?: string;
  /** Text of the confirming button; defaults to "Yes". */
  confirmLabel?: string;
  onConfirm(): void | Promise<void>;
  disabled?: boolean;
  danger?: boolean;
  class?: string;
}

/**
 * A button that asks once before a move the rules do not let anyone take back.
 * The first press shows the question with "Yes" and "Cancel"; only "Yes" does the move.
 */
export function ConfirmButton(props: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  // The keyboard's focus follows the screen: to the question when it opens, back to the button on Cancel.
  useEffect(() => {
    if (asking) question.current?.focus();
    else if (opened.current) first.current?.focus();
    opened.current = asking;
  }, [asking]);
  const kind = props.danger ? 'btn btn-danger' : 'btn btn-primary';
  if (!asking) {
    return (
      <button
        ref={first}
        type="button"
        class={`${kind} ${props.class ?? ''}`}
        aria-label={props.name}
        disabled={props.disabled}
        onClick={() => setAsking(true)}
      >
        {props.label}
      </button>
    );
  }
  return (
    <div class="panel" role="group" aria-label={props.question}>
      <p ref={question} tabIndex={-1}>
        {props.question}
      </p>
      <div class="btn-row">
        <button
          type="button"
          class={props.danger ? 'btn btn-danger btn-primary' : 'btn btn-primary'}
          onClick={() => {
            setAsking(false);
            void props.onConfirm();
          }}
        >
          {props.confirmLabel ?? 'Yes'}
        </button>
        <button type="button" class="btn" onClick={() => setAsking(false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}
