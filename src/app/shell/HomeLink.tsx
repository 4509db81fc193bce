/**
 * The button that leads back to Home. Its word is always its name; where the bar is narrow for its text (the game's top
 * bar at 360 px or at larger text sizes, app.css) a house drawn beside it stands in for the word on screen.
 */
export function HomeLink() {
  return (
    <a class="btn bar-btn" href="#/">
      <svg class="bar-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 11.5L12 3l9 8.5M5.5 9.5V21h5v-6h3v6h5V9.5"
          fill="none"
          stroke="currentColor"
          stroke-width="2.4"
          stroke-linejoin="round"
          stroke-linecap="round"
        />
      </svg>
      <span class="bar-word">Home</span>
    </a>
  );
}

/** The three lines drawn for the game's Menu button where the bar shows icons (see {@link HomeLink}). */
export function MenuIcon() {
  return (
    <svg class="bar-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 6.5h16M4 12h16M4 17.5h16" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" />
    </svg>
  );
}
