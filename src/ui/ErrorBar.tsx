/** Props of {@link ErrorBar}. */
export interface ErrorBarProps {
  /** What went wrong, in the app's own words; nothing is shown when it is empty or absent. */
  message: string | null | undefined;
}

/** A problem shown in the error bar and read out at once (an alert), or nothing when there is none. */
export function ErrorBar({ message }: ErrorBarProps) {
  if (!message) return null;
  return (
    <p class="error-bar" role="alert">
      {message}
    </p>
  );
}
