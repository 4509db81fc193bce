/** The button that leads back to Home. */
export function HomeLink() {
  return (
    <a class="btn" href="#/">
      Home
    </a>
  );
}
