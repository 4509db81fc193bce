import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { WholeName } from '../../src/ui/WholeName';

afterEach(cleanup);

describe('WholeName', () => {
  it('keeps its tail (the comma after a name) inside the name’s one-line span, so no line starts with it', () => {
    const { container } = render(
      <h2>
        <WholeName name="Mary Ann Leo" tail="," /> your secret vote
      </h2>,
    );
    const span = container.querySelector('.whole-name');
    expect(span?.textContent).toBe('Mary Ann Leo,');
    expect(container.textContent).toBe('Mary Ann Leo, your secret vote');
  });
});
